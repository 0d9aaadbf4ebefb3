import { and, arrayContains, arrayOverlaps, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FilterCondition } from '@/lib/commerce/filter';
import type { Database } from '../../storage/database';
import { selectRows } from '../select-rows';
import { isUuid } from '../ids';
import { anyText, anyUuid } from '../sql-any';
import { RELEASE_SCOPE } from '../publish/facet-counts';
import { releaseCounts, releaseDocuments, releaseProducts } from '../release-schema';
import type { Page } from '../../http/paging';
import { invalidParameter, unknownProductType } from './query-params';
import { orderBySql, type SortKey } from './sort-order';
import { pricesJoin, releaseHasCurrency } from '../search/search-store';
import { purchasableSql } from '../../inventories/stock-store';

/** Where a listing looks: a whole release, or the products of one hierarchy or node (its subtree). */
export type ProductScope =
  { kind: 'release' } | { kind: 'hierarchy'; id: string } | { kind: 'node'; id: string };

const t = releaseProducts;

const TEXT_COLUMNS = { name: t.name, sku: t.sku, slug: t.slug, mpn: t.mpn, upc_ean: t.upcEan } as const;

const NONE = sql`false`;

/**
 * One filter condition as SQL over the release's indexed columns (spec 4.8). `eq` on an array
 * attribute means "has all of these" (one value except tags on the release endpoint), `in` means
 * "has any". Tags compare lowercase, as they are stored (DESIGN.md §3). An id that is not a UUID
 * cannot match and is dropped.
 */
export function conditionSql({ op, attribute, values }: FilterCondition): SQL {
  if (attribute === 'id') {
    const ids = values.filter(isUuid).map((id) => id.toLowerCase());
    return ids.length ? anyUuid(t.productId, ids) : NONE;
  }
  if (attribute === 'tags') {
    const tags = values.map((value) => value.toLowerCase());
    return op === 'eq' ? arrayContains(t.tags, tags) : arrayOverlaps(t.tags, tags);
  }
  if (attribute === 'product_types') {
    const unknown = unknownProductType(values);
    if (unknown) throw invalidParameter('filter', unknown);
    return op === 'eq'
      ? arrayContains(t.productTypes, [...values])
      : arrayOverlaps(t.productTypes, [...values]);
  }
  const column = TEXT_COLUMNS[attribute as keyof typeof TEXT_COLUMNS];
  if (!column) throw new Error(`filter attribute ${attribute} has no column`);
  return op === 'eq' ? eq(column, values[0]!) : anyText(column, values);
}

function scopeSql(scope: ProductScope): SQL | undefined {
  if (scope.kind === 'hierarchy') return arrayContains(t.hierarchyIds, [scope.id]);
  if (scope.kind === 'node') return arrayContains(t.nodeIds, [scope.id]);
  return undefined;
}

const scopeKey = (scope: ProductScope) => (scope.kind === 'release' ? RELEASE_SCOPE : scope.id);

/**
 * The count published with the release, when the question is one it answers: no filter (the
 * scope's total) or one `eq` on a type or tag that was common enough to be stored.
 */
async function publishedCount(
  db: Database,
  releaseId: string,
  scope: ProductScope,
  conditions: readonly FilterCondition[],
): Promise<number | null> {
  const [only, ...others] = conditions;
  let [facet, value] = ['', ''];
  if (only) {
    if (others.length || only.op !== 'eq' || only.values.length !== 1) return null;
    if (only.attribute !== 'tags' && only.attribute !== 'product_types') return null;
    facet = only.attribute;
    value = facet === 'tags' ? only.values[0]!.toLowerCase() : only.values[0]!;
  }
  const rows = await db
    .select({ count: releaseCounts.count })
    .from(releaseCounts)
    .where(
      and(
        eq(releaseCounts.releaseId, releaseId),
        eq(releaseCounts.scope, scopeKey(scope)),
        eq(releaseCounts.facet, facet),
        eq(releaseCounts.value, value),
      ),
    );
  return rows[0]?.count ?? null;
}

export interface ReleaseProductRow {
  id: string;
  document: (typeof releaseDocuments.$inferSelect)['document'];
  translations: (typeof releaseDocuments.$inferSelect)['translations'];
  breadcrumbs: (typeof releaseDocuments.$inferSelect)['breadcrumbs'];
}

const d = releaseDocuments;

/** The documents of the given products of a release, in the order of `ids`. */
export async function documentsOf(db: Database, releaseId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: d.productId,
      document: d.document,
      translations: d.translations,
      breadcrumbs: d.breadcrumbs,
    })
    .from(d)
    .where(and(eq(d.releaseId, releaseId), anyUuid(d.productId, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ProductListing {
  rows: ReleaseProductRow[];
  total: number;
}

/** Issue 16 extensions of a listing: an order other than the node's, and children left out. */
export interface ListingShape {
  sort: SortKey | null;
  /** Leave child products out: parents and standalone products only. */
  withoutChildren: boolean;
  /** Only what can be bought now (stock available or not managed; a parent with such a child). */
  inStock?: boolean;
  /** The shopper's language (names sort in it) and currency (prices sort in it). */
  language: string;
  currency: string;
  /** Without a sort: these ids first, in this order (a product's related products, issue 27 point 4). */
  idOrder?: readonly string[];
}

const NOT_CHILD = sql`NOT ('child' = ANY(${t.productTypes}))`;

/** A parent by its published live children, anything else by its own stock (inventories). */
const IN_STOCK = sql`CASE WHEN 'parent' = ANY(${t.productTypes}) THEN EXISTS (
  SELECT 1 FROM catalog_release_documents parent_doc,
    jsonb_array_elements(coalesce(parent_doc.document->'relationships'->'children'->'data', '[]'::jsonb)) child
  WHERE parent_doc.release_id = ${t.releaseId} AND parent_doc.product_id = ${t.productId}
    AND ${purchasableSql(sql`(child->>'id')::uuid`)})
  ELSE ${purchasableSql(t.productId)} END`;

/** The page's ids: by the published order, or through the search tables' sort indexes. */
async function pageIds(
  db: Database,
  where: SQL | undefined,
  page: Page,
  releaseId: string,
  shape: ListingShape,
) {
  if (!shape.sort) {
    const given = shape.idOrder?.filter(isUuid).map((id) => id.toLowerCase());
    const rows = await db
      .select({ id: t.productId })
      .from(t)
      .where(where)
      .orderBy(
        ...(given?.length
          ? [sql`array_position(${sql.param(given)}::uuid[], ${t.productId}) NULLS LAST`]
          : []),
        asc(t.seq),
      )
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => row.id);
  }
  const order = orderBySql([shape.sort], {
    name: sql`s.name_key`,
    price: sql`c.sort_amount`,
    createdAt: sql`s.created_at`,
    seq: sql`s.seq`,
  });
  const rows = await selectRows<{ id: string }>(db)`
      SELECT ${t.productId} AS id
      FROM catalog_release_search s
      JOIN ${t} ON ${t.releaseId} = s.release_id AND ${t.productId} = s.product_id
      ${shape.sort.field === 'price' ? pricesJoin(shape.currency, await releaseHasCurrency(db, releaseId, shape.currency)) : sql``}
      WHERE s.release_id = ${releaseId} AND s.language = ${shape.language} AND ${where ?? sql`true`}
      ORDER BY ${sql.join(order, sql`, `)}
      LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rows.map((row) => row.id);
}

/** Children of the scope, counted through the product-type index (a rare value) or as published. */
async function childCount(db: Database, releaseId: string, scope: ProductScope): Promise<number> {
  const child: FilterCondition = { op: 'eq', attribute: 'product_types', values: ['child'] };
  const published = await publishedCount(db, releaseId, scope, [child]);
  if (published !== null) return published;
  return db.$count(
    t,
    and(eq(t.releaseId, releaseId), scopeSql(scope), arrayContains(t.productTypes, ['child'])),
  );
}

/**
 * A page of a release's products in their published order (seq, fixed at publish: stable across
 * pages) or the order asked for, with the total. Only live products are in a release at all (spec 3.2).
 */
export async function listReleaseProducts(
  db: Database,
  input: {
    releaseId: string;
    scope: ProductScope;
    conditions: readonly FilterCondition[];
    page: Page;
    shape: ListingShape;
  },
): Promise<ProductListing> {
  const { shape } = input;
  const where = and(
    eq(t.releaseId, input.releaseId),
    scopeSql(input.scope),
    ...input.conditions.map(conditionSql),
    shape.withoutChildren ? NOT_CHILD : undefined,
    shape.inStock ? IN_STOCK : undefined,
  );
  const ids = await pageIds(db, where, input.page, input.releaseId, shape);
  const rows = await documentsOf(db, input.releaseId, ids);
  let total: number | null = null;
  if (shape.inStock) {
    // Stock changes between releases: counted below, never as published.
  } else if (!shape.withoutChildren) {
    total = await publishedCount(db, input.releaseId, input.scope, input.conditions);
  } else if (!input.conditions.length) {
    const all = await publishedCount(db, input.releaseId, input.scope, []);
    if (all !== null) total = all - (await childCount(db, input.releaseId, input.scope));
  }
  return { rows, total: total ?? (await db.$count(t, where)) };
}

/** Products of a release by id, in listing order; unknown ids are left out. */
export async function findReleaseProducts(db: Database, releaseId: string, ids: readonly string[]) {
  const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
  if (!valid.length) return [];
  const found = await db
    .select({ id: t.productId })
    .from(t)
    .where(and(eq(t.releaseId, releaseId), anyUuid(t.productId, valid)))
    .orderBy(asc(t.seq));
  const foundIds = found.map(({ id }) => id);
  return documentsOf(db, releaseId, foundIds);
}
