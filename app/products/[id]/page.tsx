import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductDetails } from '@/components/product/product-details';
import { getProduct } from '@/lib/storefront/catalog/catalog-data.server';
import { getShopperContext } from '@/lib/storefront/i18n/shopper-context.server';
import { publicOrigin } from '@/lib/storefront/site/public-origin.server';

type Props = PageProps<'/products/[id]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, context] = await Promise.all([params, getShopperContext()]);
  const loaded = await getProduct(context, id);
  if (!loaded.ok) return { title: 'Product' };
  const { name, descriptionSummary, image, href } = loaded.data.product;
  return {
    metadataBase: new URL(await publicOrigin()),
    title: name,
    description: descriptionSummary ?? `${name} at Harbor & Pine.`,
    alternates: { canonical: href },
    openGraph: {
      title: name,
      type: 'website',
      images: image ? [{ url: image.src, width: image.width, height: image.height, alt: name }] : undefined,
    },
  };
}

/**
 * With Cache Components the static shell is sent first, so an unknown product is a streamed
 * not-found page: status 200 with `noindex` (Next's loading.js docs, "Status codes").
 */
export default function ProductPage({ params }: Props) {
  return (
    <Suspense fallback={<ProductSkeleton />}>
      <Product params={params} />
    </Suspense>
  );
}

async function Product({ params }: Pick<Props, 'params'>) {
  const [{ id }, context] = await Promise.all([params, getShopperContext()]);
  return <ProductDetails context={context} productId={id} />;
}

function ProductSkeleton() {
  return (
    // Taller than the screen, so the footer is not shown and then pushed down (layout shift).
    <div
      aria-busy="true"
      aria-label="Loading the product"
      className="grid min-h-screen gap-10 md:grid-cols-2"
    >
      <div className="aspect-square animate-pulse rounded-xl bg-stone-200" />
      <div className="space-y-4">
        <div className="h-9 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-6 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-32 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
