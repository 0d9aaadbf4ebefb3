import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Providers } from '@/components/providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PreviewBanner } from '@/components/merchandising/preview-banner';
import { currentMarket } from '@/lib/i18n/current-market.server';
import { MARKETS, marketHrefLang } from '@/lib/i18n/markets';
import { STORE } from '@/lib/storefront/site/store';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  return {
    title: { default: `${STORE.name} — ${t('tagline')}`, template: `%s · ${STORE.name}` },
    description: t('description'),
    // Static files live in public/ (served at the site's root as they are).
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
  };
}

/** Every market is prerendered: its catalog pages are served whole from the cache. */
export function generateStaticParams() {
  return MARKETS.map((market) => ({ market }));
}

/** The root layout of every storefront page: the market is the URL's first segment (proxy.ts). */
export default async function MarketLayout({ children }: LayoutProps<'/[market]'>) {
  const market = await currentMarket();
  const t = await getTranslations('Layout');
  return (
    <html lang={marketHrefLang(market)}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <ClientMessages>
          <Providers>
            <Suspense fallback={null}>
              <PreviewBanner />
            </Suspense>
            <SiteHeader />
            <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
              {children}
            </main>
            <SiteFooter />
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
