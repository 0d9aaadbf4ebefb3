import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { Suspense } from 'react';
import { z } from 'zod';
import { CompareView } from '@/components/merchandising/compare-view';
import { MerchandisingShell, MerchandisingSkeleton } from '@/components/merchandising/merchandising-shell';
import { MerchandisingUnavailable } from '@/components/merchandising/merchandising-unavailable';
import {
  compareHref,
  COMPARE_PATH,
  MERCHANDISING_HOME,
} from '@/lib/storefront/merchandising/merchandising-paths';
import { requireMerchandiserPage } from '@/lib/storefront/merchandising/page-gate.server';
import { compareWithLatest } from '@/lib/storefront/merchandising/merchandising.server';

export const metadata: Metadata = { title: 'Compare releases · Merchandising', robots: { index: false } };

const compareQuery = z.object({
  catalog: z.string().min(1).max(64),
  release: z.string().min(1).max(64),
});

export default function ComparePage({ searchParams }: PageProps<'/[market]/merchandising/compare'>) {
  return (
    <Suspense fallback={<MerchandisingSkeleton label="Comparing the releases" />}>
      <Comparison searchParams={searchParams} />
    </Suspense>
  );
}

async function Comparison({
  searchParams,
}: Pick<PageProps<'/[market]/merchandising/compare'>, 'searchParams'>) {
  const search = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = compareQuery.safeParse({ catalog: first(search.catalog), release: first(search.release) });
  await requireMerchandiserPage(
    query.success ? compareHref(query.data.catalog, query.data.release) : COMPARE_PATH,
  );
  if (!query.success) {
    return (
      <MerchandisingShell current="releases">
        <h1 className="font-serif text-3xl font-semibold">Compare releases</h1>
        <p className="text-stone-700">
          Choose a release to compare with the latest on the{' '}
          <Link href={MERCHANDISING_HOME} className="font-medium text-brand-700 underline">
            releases page
          </Link>
          .
        </p>
      </MerchandisingShell>
    );
  }
  const comparison = await compareWithLatest(query.data.catalog, query.data.release);
  return (
    <MerchandisingShell current="releases">
      <div>
        <h1 className="font-serif text-3xl font-semibold">Compare with the latest release</h1>
        <p className="mt-2 text-stone-600">
          {comparison.ok && comparison.data.unpublished
            ? 'What publishing the current product data would change for shoppers, product by product.'
            : 'What shoppers see now that they did not see in the chosen release, product by product.'}
        </p>
      </div>
      {comparison.ok ? (
        <CompareView comparison={comparison.data} />
      ) : (
        <MerchandisingUnavailable error={comparison.error} what="The comparison" />
      )}
    </MerchandisingShell>
  );
}
