import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { bundleComponentViews } from '@/lib/storefront/cart/bundle';
import { customInputFields } from '@/lib/storefront/cart/custom-inputs';
import { AddToCartForm } from './add-to-cart-form';

interface Props {
  product: CatalogProduct;
  /** Names of the bundle's option products (`include=component_products`). */
  componentProducts: { id: string; name: string }[];
}

/**
 * The add-to-cart part of a product page. A parent product is never sold itself: its options lead
 * to a child (spec 2.7), so it explains what to choose first. A product without a price in the
 * shopper's currency cannot be added either (spec 4.4 rule 6).
 */
export function AddToCart({ product, componentProducts }: Props) {
  const types = product.meta?.product_types ?? [];
  if (types.includes('parent')) {
    const names = (product.meta?.variations ?? []).map((variation) => variation.name.toLowerCase());
    const choose = names.length > 0 ? names.join(' and ') : 'your options';
    return <Unavailable reason={`Choose ${choose} first: each combination is a product of its own.`} />;
  }
  if (!product.meta?.display_price)
    return (
      <Unavailable reason="This product has no price in your currency, so it cannot be added. Try another currency." />
    );
  return (
    <AddToCartForm
      productId={product.id}
      productName={product.attributes.name}
      inputs={customInputFields(product.attributes.custom_inputs)}
      components={bundleComponentViews(
        product.attributes.components,
        new Map(componentProducts.map((option) => [option.id, option.name])),
      )}
    />
  );
}

function Unavailable({ reason }: { reason: string }) {
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled
        aria-describedby="add-to-cart-reason"
        className="h-9 cursor-not-allowed rounded-md bg-stone-300 px-5 font-medium text-stone-600"
      >
        Add to cart
      </button>
      <p id="add-to-cart-reason" className="text-sm text-stone-600">
        {reason}
      </p>
    </div>
  );
}
