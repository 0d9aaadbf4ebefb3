import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { loadHierarchies, loadListing } from '@/lib/storefront/catalog/catalog.server';
import { commerceSettings } from '@/lib/storefront/commerce/clients.server';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@/lib/storefront/i18n/locales';
import { MAX_OFFSET } from '@/lib/storefront/catalog/listing-params';

const PAGE = 100;

/** Every live product and hierarchy of the current release (read per request: never at build time). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const context = {
    locale: DEFAULT_LOCALE,
    currency: DEFAULT_CURRENCY,
    channel: 'web' as const,
    preview: null,
  };
  const origin = new URL(commerceSettings().baseUrl).origin;
  const entries: MetadataRoute.Sitemap = [
    { url: `${origin}/`, changeFrequency: 'daily', priority: 1 },
    { url: `${origin}/shop`, changeFrequency: 'daily', priority: 0.8 },
  ];
  const hierarchies = await loadHierarchies(context);
  if (hierarchies.ok) {
    for (const hierarchy of hierarchies.data.data)
      entries.push({
        url: `${origin}/shop/${encodeURIComponent(hierarchy.id)}`,
        changeFrequency: 'daily',
        priority: 0.7,
      });
  }
  for (let offset = 0; offset <= MAX_OFFSET; offset += PAGE) {
    const page = await loadListing(context, { kind: 'all' }, { limit: PAGE, offset });
    if (!page.ok) break;
    for (const product of page.data.data) {
      entries.push({
        url: `${origin}/products/${encodeURIComponent(product.id)}`,
        lastModified: product.attributes.updated_at,
        changeFrequency: 'weekly',
        priority: 0.6,
      });
    }
    if (offset + PAGE >= page.data.meta.results.total) break;
  }
  return entries;
}
