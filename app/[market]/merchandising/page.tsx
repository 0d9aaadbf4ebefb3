import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { marketHrefLang } from '@/lib/i18n/markets';
import { Suspense } from 'react';
import { CatalogReleasesCard } from '@/components/merchandising/catalog-releases';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { loadCatalogReleases } from '@/lib/storefront/merchandising/merchandising.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Merchandising');
  return { title: t('titles.releases'), robots: { index: false } };
}

export default async function ReleasesPage() {
  const t = await getTranslations('Merchandising');
  return (
    <Suspense fallback={<MerchandisingSkeleton label={t('loading.releases')} />}>
      <Releases />
    </Suspense>
  );
}

async function Releases() {
  await requireMerchandiserPage(MERCHANDISING_HOME);
  const [catalogs, t, market] = await Promise.all([
    loadCatalogReleases(),
    getTranslations('Merchandising'),
    getLocale(),
  ]);
  return (
    <MerchandisingShell current="releases">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('releases.heading')}</h1>
        <p className="mt-2 max-w-3xl text-stone-600">{t('releases.intro')}</p>
      </div>
      {catalogs.ok ? (
        catalogs.data.map((entry) => (
          <CatalogReleasesCard key={entry.catalog.id} entry={entry} locale={marketHrefLang(market)} />
        ))
      ) : (
        <MerchandisingUnavailable error={catalogs.error} what="releases" />
      )}
    </MerchandisingShell>
  );
}
