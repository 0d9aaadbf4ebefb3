import type { DraftProduct } from '@/lib/commerce/schemas/merchandising';
import type { ProductVariation } from '@/lib/commerce/schemas/variations';

/** A parent product built from a variation, as the variations page lists it (to rebuild). */
export interface ParentProductView {
  id: string;
  name: string;
  isDraft: boolean;
  childCount: number;
  builtAt?: string | null;
  buildOutdated: boolean;
}

export interface VariationOptionSummary {
  id: string;
  name: string;
  description?: string;
  sortOrder: number | null;
}

/** One variation of the variations page: its options in the service's order, and its parents. */
export interface VariationSummaryView {
  id: string;
  name: string;
  sortOrder: number | null;
  options: VariationOptionSummary[];
  parents: ParentProductView[];
}

const toParent = (parent: DraftProduct): ParentProductView => ({
  id: parent.id,
  name: parent.attributes.name,
  isDraft: parent.attributes.status === 'draft',
  childCount: parent.relationships?.children?.data.length ?? 0,
  builtAt: parent.meta.built_at,
  buildOutdated: parent.meta.build_outdated === true,
});

/** The variation with the parents (of `parents`, by id) that use it. */
export function toVariationSummary(
  variation: ProductVariation,
  parents: ReadonlyMap<string, DraftProduct>,
): VariationSummaryView {
  return {
    id: variation.id,
    name: variation.attributes.name,
    sortOrder: variation.attributes.sort_order ?? null,
    options: variation.meta.options.map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description,
      sortOrder: option.sort_order ?? null,
    })),
    parents: (variation.relationships?.products?.data ?? []).flatMap((ref) => {
      const parent = parents.get(ref.id);
      return parent ? [toParent(parent)] : [];
    }),
  };
}
