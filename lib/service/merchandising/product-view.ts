import type { DraftProduct, PimJob } from '@/lib/commerce/schemas/merchandising';
import type { JobRow } from './job-store';
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

/** The vendor's PIM job (`pim.yaml`): here always finished, with what it did in `meta.build`. */
export function jobView(job: JobRow): PimJob {
  return {
    id: job.id,
    type: 'pim-job',
    attributes: {
      type: job.jobType,
      status: job.status,
      started_at: job.startedAt.toISOString(),
      completed_at: job.completedAt.toISOString(),
      created_at: job.createdAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
    },
    meta: { x_request_id: job.requestId, build: job.result },
  };
}
