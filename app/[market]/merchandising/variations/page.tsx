import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import { VariationCard } from '@/components/merchandising/variation-card';
import { VARIATIONS_PATH } from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { loadVariationsOverview } from '@/lib/storefront/merchandising/merchandising.server';

export const metadata: Metadata = { title: 'Variations · Merchandising', robots: { index: false } };

export default function VariationsPage() {
  return (
    <Suspense fallback={<MerchandisingSkeleton label="Loading the variations" />}>
      <Variations />
    </Suspense>
  );
}

async function Variations() {
  await requireMerchandiserPage(VARIATIONS_PATH);
  const overview = await loadVariationsOverview();
  return (
    <MerchandisingShell current="variations">
      <div>
        <h1 className="font-serif text-3xl font-semibold">Variations</h1>
        <p className="mt-2 max-w-3xl text-stone-600">
          Options are listed as shoppers see them: highest sort order first, then the rest alphabetically. A
          new option, or a changed sort order, reaches a product when it is rebuilt, and shoppers see it after
          the next publish.
        </p>
      </div>
      {overview.ok ? (
        overview.data.variations.map((variation) => (
          <VariationCard key={variation.id} variation={variation} />
        ))
      ) : (
        <MerchandisingUnavailable error={overview.error} what="The variations" />
      )}
    </MerchandisingShell>
  );
}
