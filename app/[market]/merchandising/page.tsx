import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CatalogReleasesCard } from '@/components/merchandising/catalog-releases';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { loadCatalogReleases } from '@/lib/storefront/merchandising/merchandising.server';

export const metadata: Metadata = { title: 'Releases · Merchandising', robots: { index: false } };

export default function ReleasesPage() {
  return (
    <Suspense fallback={<MerchandisingSkeleton label="Loading the releases" />}>
      <Releases />
    </Suspense>
  );
}

async function Releases() {
  await requireMerchandiserPage(MERCHANDISING_HOME);
  const catalogs = await loadCatalogReleases();
  return (
    <MerchandisingShell current="releases">
      <div>
        <h1 className="font-serif text-3xl font-semibold">Releases</h1>
        <p className="mt-2 max-w-3xl text-stone-600">
          Each catalog keeps its current release and the two before it. Preview any of them across the whole
          storefront, compare one with the latest, or publish the current product data as a new release.
        </p>
      </div>
      {catalogs.ok ? (
        catalogs.data.map((entry) => <CatalogReleasesCard key={entry.catalog.id} entry={entry} />)
      ) : (
        <MerchandisingUnavailable error={catalogs.error} what="The releases" />
      )}
    </MerchandisingShell>
  );
}
