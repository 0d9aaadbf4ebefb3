import 'server-only';
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { MARKETS, DEFAULT_MARKET, marketHrefLang, marketPath } from '@/lib/i18n/markets';
import { getAllProducts, getHierarchies } from '@/lib/storefront/catalog/catalog-data.server';
import { marketContext } from '@/lib/i18n/shopper-context.server';
import { publicUrl } from '@/lib/storefront/site/public-origin.server';
import { HELP_TOPICS } from './help-topics';

type Page = {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
  priority: number;
  lastModified?: string;
};

/**
 * Every live product and hierarchy of the current release, in every market, each entry naming its
 * alternates in the other markets (read per request: never at build time).
 */
export async function sitemapData(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const context = marketContext(DEFAULT_MARKET);
  const pages: Page[] = [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    { path: '/shop', changeFrequency: 'daily', priority: 0.8 },
  ];
  const hierarchies = await getHierarchies(context);
  if (hierarchies.ok) {
    for (const hierarchy of hierarchies.data)
      pages.push({ path: hierarchy.href, changeFrequency: 'daily', priority: 0.7 });
  }
  for (const product of await getAllProducts(context)) {
    pages.push({
      path: product.href,
      lastModified: product.updatedAt,
      changeFrequency: 'weekly',
      priority: 0.6,
    });
  }
  for (const topic of HELP_TOPICS)
    pages.push({ path: `/help/${topic}`, changeFrequency: 'monthly', priority: 0.3 });
  const entries: MetadataRoute.Sitemap = [];
  for (const page of pages) {
    const languages = Object.fromEntries(
      await Promise.all(
        MARKETS.map(async (market) => [
          marketHrefLang(market),
          await publicUrl(marketPath(market, page.path)),
        ]),
      ),
    );
    for (const market of MARKETS) {
      entries.push({
        url: languages[marketHrefLang(market)],
        ...(page.lastModified && { lastModified: page.lastModified }),
        changeFrequency: page.changeFrequency,
        priority: page.priority,
        alternates: { languages },
      });
    }
  }
  return entries;
}
