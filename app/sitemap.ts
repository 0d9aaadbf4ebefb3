import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getAllProducts, getHierarchies } from '@/lib/storefront/catalog/catalog-data.server';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@/lib/storefront/i18n/locales';
import { publicUrl } from '@/lib/storefront/site/public-origin.server';

/** Every live product and hierarchy of the current release (read per request: never at build time). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const context = {
    locale: DEFAULT_LOCALE,
    currency: DEFAULT_CURRENCY,
    channel: 'web' as const,
    preview: null,
  };
  const entries: MetadataRoute.Sitemap = [
    { url: await publicUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: await publicUrl('/shop'), changeFrequency: 'daily', priority: 0.8 },
  ];
  const hierarchies = await getHierarchies(context);
  if (hierarchies.ok) {
    for (const hierarchy of hierarchies.data)
      entries.push({ url: await publicUrl(hierarchy.href), changeFrequency: 'daily', priority: 0.7 });
  }
  for (const product of await getAllProducts(context)) {
    entries.push({
      url: await publicUrl(product.href),
      lastModified: product.updatedAt,
      changeFrequency: 'weekly',
      priority: 0.6,
    });
  }
  return entries;
}
