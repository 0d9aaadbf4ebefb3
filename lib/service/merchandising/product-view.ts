import type { DraftProduct, ProductBuild } from '@/lib/commerce/schemas/merchandising';
import type { BuildOutcome } from './build';
import type { ProductRecord } from './product-store';

const ref = (id: string) => ({ id, type: 'product' as const });

export function draftProductView({
  product,
  variationIds,
  childIds,
  buildOutdated,
}: ProductRecord): DraftProduct {
  const parent = product.productType === 'parent';
  return {
    id: product.id,
    type: 'product',
    attributes: {
      name: product.name,
      description: product.description,
      sku: product.sku,
      slug: product.slug,
      status: product.status,
      commodity_type: product.commodityType,
      tags: product.tags,
      created_at: product.createdAt.toISOString(),
      updated_at: product.updatedAt.toISOString(),
    },
    relationships: {
      ...(product.parentId && { parent: { data: ref(product.parentId) } }),
      ...(parent && {
        children: { data: childIds.map(ref) },
        variations: { data: variationIds.map((id) => ({ id, type: 'product-variation' as const })) },
      }),
    },
    meta: {
      product_types: [product.productType],
      ...(parent && {
        built_at: product.builtAt?.toISOString() ?? null,
        build_outdated: buildOutdated ?? false,
      }),
    },
  };
}

export function buildView(outcome: BuildOutcome): ProductBuild {
  return {
    id: outcome.parentId,
    type: 'product-build',
    attributes: {
      built_at: outcome.builtAt.toISOString(),
      children: outcome.childIds,
      created: outcome.createdIds,
      removed: outcome.removedIds,
    },
  };
}
