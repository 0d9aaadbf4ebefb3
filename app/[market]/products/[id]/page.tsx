import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductDetails } from '@/components/product/product-details';
import { getProduct } from '@/lib/storefront/catalog/catalog-data.server';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { publicOrigin } from '@/lib/storefront/site/public-origin.server';
import { STORE } from '@/lib/storefront/site/store';

type Props = PageProps<'/[market]/products/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, context] = await Promise.all([params, getShopperContext()]);
  const [loaded, t] = await Promise.all([getProduct(context, id), getTranslations('Product')]);
  if (!loaded.ok) return { title: t('metaTitle') };
  const { name, descriptionSummary, image, href } = loaded.data.product;
  return {
    metadataBase: new URL(await publicOrigin()),
    title: name,
    description: descriptionSummary ?? t('metaDescription', { name, store: STORE.name }),
    alternates: { canonical: href },
    openGraph: {
      title: name,
      type: 'website',
      images: image ? [{ url: image.src, width: image.width, height: image.height, alt: name }] : undefined,
    },
  };
}

/**
 * Rendered before the first byte is sent, not streamed behind a skeleton: React reveals a streamed
 * part with a script, so without JavaScript a shopper would see the skeleton for good. The catalog
 * reads are cached, so waiting for them costs little; `instant = false` says this route may block.
 */
export const instant = false;

export default async function ProductPage({ params }: Props) {
  const [{ id }, context] = await Promise.all([params, getShopperContext()]);
  return <ProductDetails context={context} productId={id} />;
}
