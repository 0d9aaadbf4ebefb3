import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { SearchResults } from '@/components/search/search-results';
import { parseSearchParams } from '@/lib/storefront/catalog/search-params';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

type Props = PageProps<'/[market]/search'>;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ q }, t] = await Promise.all([searchParams.then(parseSearchParams), getTranslations('Search')]);
  // Result pages are endless variations of the listings: kept out of search engines.
  return { title: q ? t('metaTitleFor', { q }) : t('metaTitle'), robots: { index: false, follow: true } };
}

/** Rendered before the first byte, not streamed behind a skeleton, so results show without JavaScript. */
export const instant = false;

export default async function SearchPage({ searchParams }: Props) {
  const [context, search, t] = await Promise.all([
    getShopperContext(),
    searchParams,
    getTranslations('Search'),
  ]);
  const params = parseSearchParams(search);
  return (
    <div className="space-y-6">
      <Breadcrumbs crumbs={[{ word: 'home', href: '/' }, { name: t('crumb') }]} />
      <h1 className="font-serif text-3xl font-semibold">
        {params.q ? t('resultsFor', { q: params.q }) : t('allProducts')}
      </h1>
      <SearchResults context={context} params={params} />
    </div>
  );
}
