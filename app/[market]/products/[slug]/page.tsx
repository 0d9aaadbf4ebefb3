import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductDetails } from '@/components/product/product-details';
import { getProductAt } from '@/lib/storefront/catalog/catalog-data.server';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';
import { marketAlternates } from '@/lib/i18n/alternates';
import { cachedPageUrl } from '@/lib/storefront/site/public-origin.server';
import { STORE } from '@/lib/storefront/site/store';

type Props = PageProps<'/[market]/products/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ slug }, context] = await Promise.all([params, getShopperContext()]);
  const [loaded, t] = await Promise.all([getProductAt(context, slug), getTranslations('Product')]);
  if (!loaded.ok) return { title: t('metaTitle') };
  const { name, descriptionSummary, image, href } = loaded.data.product;
  return {
    title: name,
    description: descriptionSummary ?? t('metaDescription', { name, store: STORE.name }),
    // The slug address, also on a page opened at its id (a merchandiser's preview).
    alternates: marketAlternates(context.market, href),
    openGraph: {
      title: name,
      type: 'website',
      // Social cards need an absolute address: only with PUBLIC_ORIGIN (a cached page cannot ask
      // the request for its host, and Next would fill in this server's own).
      images:
        image && /^https?:/.test(cachedPageUrl(image.src))
          ? [{ url: cachedPageUrl(image.src), width: image.width, height: image.height, alt: name }]
          : undefined,
    },
  };
}

/**
 * Rendered before the first byte is sent, not streamed behind a skeleton: React reveals a streamed
 * part with a script, so without JavaScript a shopper would see the skeleton for good. The catalog
 * reads are cached, so waiting for them costs little; `instant = false` says this route may block.
 */
export const instant = false;

/**
 * Issue 15: served whole from the cache, the same for every shopper of the market (what is personal
 * loads in the browser). An address not rendered yet waits for its page once, which is then kept
 * until a release is published; so an unknown one answers a real 404.
 */
export const ensureStatic = 'navigation';

/**
 * Each product page is rendered on its first visit and then served from the cache until a release
 * is published (one placeholder stands for them at build time, when there is no catalog to read).
 * Its address is the product's slug (issue 27 point 2); the proxy sends the old address with its
 * id there and answers an unknown slug with the not-found page, so no page is kept for it.
 */
export function generateStaticParams() {
  return [{ slug: '_' }];
}

export default async function ProductPage({ params }: Props) {
  const [{ slug }, context] = await Promise.all([params, getShopperContext()]);
  return <ProductDetails context={context} address={slug} />;
}
