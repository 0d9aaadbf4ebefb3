import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { marketHrefLang } from '@/lib/i18n/markets';
import { Suspense } from 'react';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { VariationCard } from '@/components/merchandising/variation-card';
import { VARIATIONS_PATH } from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { loadVariationsOverview } from '@/lib/storefront/merchandising/merchandising.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Merchandising');
  return { title: t('titles.variations'), robots: { index: false } };
}

export default async function VariationsPage() {
  const t = await getTranslations('Merchandising');
  return (
    <Suspense fallback={<MerchandisingSkeleton label={t('loading.variations')} />}>
      <Variations />
    </Suspense>
  );
}

async function Variations() {
  await requireMerchandiserPage(VARIATIONS_PATH);
  const [overview, t, market] = await Promise.all([
    loadVariationsOverview(),
    getTranslations('Merchandising'),
    getLocale(),
  ]);
  return (
    <MerchandisingShell current="variations">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('variations.heading')}</h1>
        <p className="mt-2 max-w-3xl text-stone-600">{t('variations.intro')}</p>
      </div>
      {overview.ok ? (
        overview.data.variations.map((variation) => (
          <VariationCard key={variation.id} variation={variation} locale={marketHrefLang(market)} />
        ))
      ) : (
        <MerchandisingUnavailable error={overview.error} what="variations" />
      )}
    </MerchandisingShell>
  );
}
