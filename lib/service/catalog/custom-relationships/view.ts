import type { CustomRelationship } from '@/lib/commerce/schemas/custom-relationships';
import type { CustomRelationshipRow } from './schema';

/** A definition as the vendor's PIM answers it. */
export function customRelationshipView(row: CustomRelationshipRow): CustomRelationship {
  return {
    id: row.id,
    type: 'custom-relationship',
    attributes: {
      name: row.name,
      ...(row.description !== null && { description: row.description }),
      slug: row.slug,
      sort_order: row.sortOrder,
      external_name: row.externalName,
      external_description: row.externalDescription,
      bi_directional: row.biDirectional,
    },
    meta: {
      owner: 'store',
      timestamps: { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() },
    },
  };
}
