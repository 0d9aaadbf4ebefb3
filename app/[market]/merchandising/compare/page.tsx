import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { marketHrefLang } from '@/lib/i18n/markets';
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Merchandising');
  return { title: t('titles.compare'), robots: { index: false } };
}

const compareQuery = z.object({
  catalog: z.string().min(1).max(64),
  release: z.string().min(1).max(64),
});

export default async function ComparePage({ searchParams }: PageProps<'/[market]/merchandising/compare'>) {
  const t = await getTranslations('Merchandising');
  return (
    <Suspense fallback={<MerchandisingSkeleton label={t('loading.compare')} />}>
      <Comparison searchParams={searchParams} />
    </Suspense>
  );
}

async function Comparison({
  searchParams,
}: Pick<PageProps<'/[market]/merchandising/compare'>, 'searchParams'>) {
  const [search, t, market] = await Promise.all([
    searchParams,
    getTranslations('Merchandising'),
    getLocale(),
  ]);
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = compareQuery.safeParse({ catalog: first(search.catalog), release: first(search.release) });
  await requireMerchandiserPage(
    query.success ? compareHref(query.data.catalog, query.data.release) : COMPARE_PATH,
  );
  if (!query.success) {
    return (
      <MerchandisingShell current="releases">
        <h1 className="font-serif text-3xl font-semibold">{t('compare.chooseHeading')}</h1>
        <p className="text-stone-700">
          {t.rich('compare.choose', {
            link: (chunks) => (
              <Link href={MERCHANDISING_HOME} className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </MerchandisingShell>
    );
  }
  const locale = marketHrefLang(market);
  const comparison = await compareWithLatest(query.data.catalog, query.data.release, { t, locale });
  return (
    <MerchandisingShell current="releases">
      <div>
        <h1 className="font-serif text-3xl font-semibold">{t('compare.heading')}</h1>
        <p className="mt-2 text-stone-600">
          {comparison.ok && comparison.data.unpublished ? t('compare.introUnpublished') : t('compare.intro')}
        </p>
      </div>
      {comparison.ok ? (
        <CompareView comparison={comparison.data} locale={locale} />
      ) : (
        <MerchandisingUnavailable error={comparison.error} what="comparison" />
      )}
    </MerchandisingShell>
  );
}
