import Link from 'next/link';
import { Suspense } from 'react';
import { AccountLink } from '@/components/account/account-link';
import { HeaderCart } from '@/components/cart/header-cart';
import { SearchBox } from '@/components/search/search-box';
import { STORE } from '@/lib/storefront/site/store';
import { CartCountLink } from './cart-count';
import { MainNav } from './main-nav';
import { ShopperSwitcher } from './shopper-switcher';

export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <Link href="/" className="font-serif text-2xl font-semibold tracking-tight text-brand-900">
          {STORE.name}
        </Link>
        <nav
          aria-label="Main"
          className="flex flex-1 flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-stone-700"
        >
          <Link href="/shop" className="hover:text-brand-700">
            All products
          </Link>
          <Suspense fallback={null}>
            <MainNav />
          </Suspense>
        </nav>
        <SearchBox />
        <div className="flex items-center gap-3">
          <Suspense fallback={<div className="h-8 w-36" />}>
            <ShopperSwitcher />
          </Suspense>
          {/* As wide as the "Sign in" pill, so nothing moves when it arrives. */}
          <Suspense fallback={<div className="h-[2.125rem] w-[4.625rem]" />}>
            <AccountLink />
          </Suspense>
          <Suspense fallback={<CartCountLink count={null} />}>
            <HeaderCart />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
