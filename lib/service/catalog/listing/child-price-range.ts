import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { priceFormatting } from '../../money/format';
import type { Database } from '../../storage/database';
import { childPriceRanges } from '../search/search-store';

/**
 * Issue 16 grouping, an extension beyond the spec: each parent in a listing or a search carries
 * `meta.child_price_range` — the lowest ("from") and highest price over its live children in the
 * shopper's currency, as published — so a card per parent can say "from $24.00".
 */
export async function withChildPriceRanges(
  db: Database,
  releaseId: string,
  currency: string,
  products: CatalogProduct[],
): Promise<CatalogProduct[]> {
  const parentIds = products.filter((product) => product.attributes.base_product).map(({ id }) => id);
  const ranges = await childPriceRanges(db, releaseId, currency, parentIds);
  if (!ranges.size) return products;
  return products.map((product) => {
    const range = ranges.get(product.id);
    if (!range) return product;
    return {
      ...product,
      meta: {
        ...product.meta,
        child_price_range: {
          from: priceFormatting(range.from, currency),
          to: priceFormatting(range.to, currency),
        },
      },
    };
  });
}
