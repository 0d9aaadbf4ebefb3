import { randomUUID } from 'node:crypto';
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
    },
    relationships: {
      ...(product.parentId && { parent: { data: ref(product.parentId) } }),
      ...(parent && {
        children: { data: childIds.map(ref) },
        variations: { data: variationIds.map((id) => ({ id, type: 'product-variation' as const })) },
      }),
    },
    // Where the vendor's PIM puts them (`pim.yaml` closes `attributes`): timestamps and owner in meta.
    meta: {
      created_at: product.createdAt.toISOString(),
      updated_at: product.updatedAt.toISOString(),
      owner: 'store',
      product_types: [product.productType],
      ...(parent && {
        built_at: product.builtAt?.toISOString() ?? null,
        build_outdated: buildOutdated ?? false,
      }),
    },
  };
}

/** A build as the vendor's PIM job that did it: finished, since the request waited for it. */
export function buildView(outcome: BuildOutcome, started: Date): ProductBuild {
  const startedAt = started.toISOString();
  const builtAt = outcome.builtAt.toISOString();
  return {
    id: randomUUID(),
    type: 'pim-job',
    attributes: {
      type: 'child-products',
      status: 'success',
      started_at: startedAt,
      completed_at: builtAt,
      created_at: startedAt,
      updated_at: builtAt,
    },
    meta: {
      x_request_id: randomUUID(),
      build: {
        product_id: outcome.parentId,
        built_at: builtAt,
        children: outcome.childIds,
        created: outcome.createdIds,
        removed: outcome.removedIds,
      },
    },
  };
}
