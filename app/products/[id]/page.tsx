import type { Metadata } from 'next';
import { ProductDetails } from '@/components/product/product-details';
import { assetResolver } from '@/lib/storefront/assets.server';
import { loadProduct } from '@/lib/storefront/catalog.server';
import { mainImage } from '@/lib/storefront/product-view';
import { plainText } from '@/lib/storefront/sanitize';
import { getShopperContext } from '@/lib/storefront/shopper-context.server';

type Props = PageProps<'/products/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, context] = await Promise.all([params, getShopperContext()]);
  const product = await loadProduct(context, id);
  if (!product.ok) return { title: 'Product' };
  const { name, description } = product.data.data.attributes;
  const image = mainImage(product.data.data, product.data.included, assetResolver());
  return {
    title: name,
    description: description ? plainText(description, 160) : `${name} at Harbor & Pine.`,
    alternates: { canonical: `/products/${encodeURIComponent(id)}` },
    openGraph: { title: name, type: 'website', images: image ? [{ url: image.src, width: image.width, height: image.height, alt: name }] : undefined },
  };
}

/**
 * The page waits for its product before it sends anything, so an unknown or draft product answers
 * with a real 404 status (a streamed shell would already have sent 200). The product read is
 * cached, so waiting costs little.
 */
export const instant = false;

export default async function ProductPage({ params }: Props) {
  const [{ id }, context] = await Promise.all([params, getShopperContext()]);
  return <ProductDetails context={context} productId={id} />;
}
