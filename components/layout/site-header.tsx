import { Link } from '@/lib/i18n/server-link';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { AccountLink } from '@/components/account/account-link';
import { SearchBox } from '@/components/search/search-box';
import { STORE } from '@/lib/storefront/site/store';
import { CartCount, CartCountLink } from './cart-count';
import { MainNavList, MainNavRow } from './main-nav';
import { ShopperSwitcher } from './shopper-switcher';
import { SiteMenu } from './site-menu';

/**
 * Sticky. From `md` up: the shop's name, search, language and currency, account and cart in one
 * row, the categories in a row below it (French names are long: one row would squeeze them onto
 * several lines). On a phone the categories and the switcher move into the menu drawer, and the row
 * keeps the menu button, the shop's name, the account and the cart, each on one line.
 * Without JavaScript the menu cannot open, so the phone shows the category links in the row.
 */
export function SiteHeader() {
  const t = useTranslations('Layout');
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      {/* Its long class strings are named in app/globals.css (`.site-*`): in every page twice (HTML, payload). */}
      <div className="site-bar">
        <SiteMenu>
          <nav aria-label={t('mainNav')} className="flex flex-col gap-1 text-base font-medium text-stone-800">
            <NavLinks
              className="rounded-md px-2 py-2 hover:bg-stone-100 hover:text-brand-700"
              Categories={MainNavList}
            />
          </nav>
          <div className="space-y-2 border-t border-stone-200 pt-5">
            <p className="text-sm font-medium text-stone-600">{t('languageAndCurrency')}</p>
            <Suspense fallback={<div className="h-8" />}>
              <ShopperSwitcher />
            </Suspense>
          </div>
        </SiteMenu>
        <Link href="/" className="site-brand">
          {STORE.name}
        </Link>
        <nav aria-label={t('mainNav')} className="site-nav">
          <NavLinks className="whitespace-nowrap hover:text-brand-700" Categories={MainNavRow} />
        </nav>
        <SearchBox />
        <div className="ml-auto flex shrink-0 items-center gap-2 md:gap-3">
          <div className="hidden md:block">
            <Suspense fallback={<div className="h-8 w-36" />}>
              <ShopperSwitcher />
            </Suspense>
          </div>
          {/* Both ask the browser's own API after the page: the page is the same for everyone. */}
          <AccountLink />
          {/* The mini-cart closes when the page changes (it reads the address, hence the boundary). */}
          <Suspense fallback={<CartCountLink count={null} />}>
            <CartCount />
          </Suspense>
        </div>
      </div>
    </header>
  );
}

function NavLinks({
  className,
  Categories,
}: {
  className: string;
  Categories: typeof MainNavRow | typeof MainNavList;
}) {
  const t = useTranslations('Layout');
  return (
    <>
      <Link href="/shop" className={className}>
        {t('allProducts')}
      </Link>
      {/* Not behind Suspense: a streamed part is revealed by a script, and without JavaScript the
          categories would never show. Their reads are cached, so the header waits for little. */}
      <Categories linkClassName={className} />
    </>
  );
}
