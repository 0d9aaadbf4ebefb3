import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import { STORE } from '@/lib/storefront/site/store';

/**
 * The merchandising area's own header: the store it manages and the way back to the shop, without
 * the shoppers' Sign in, Cart or currency. `data-area` hides the shoppers' header (globals.css);
 * a layout is part of the prerendered shell, so it is hidden from the first paint.
 */
export default function MerchandisingLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('Merchandising');
  return (
    <div data-area="merchandising" className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
        <Link href={MERCHANDISING_HOME} className="flex items-baseline gap-3">
          <span className="font-serif text-2xl font-semibold tracking-tight text-brand-900">
            {STORE.name}
          </span>
          <span className="text-sm font-semibold uppercase tracking-widest text-brand-600">{t('area')}</span>
        </Link>
        <Link href="/" className="text-sm font-medium text-stone-700 underline-offset-4 hover:underline">
          {t('viewShop')}
        </Link>
      </header>
      <ClientMessages area={['Merchandising']}>{children}</ClientMessages>
    </div>
  );
}
