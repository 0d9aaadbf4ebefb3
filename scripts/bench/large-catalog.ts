import { inArray, like } from 'drizzle-orm';
import type { Storage } from '../../lib/service/storage/database';
import {
  pcmCatalogs,
  pcmFiles,
  pcmHierarchies,
  pcmPricebooks,
  pcmProducts,
} from '../../lib/service/catalog/draft-schema';
import { drawProduct, type ArtKindName } from '../demo/art/render';
import { nameUuid } from '../../lib/service/catalog/name-uuid';
import { publishRelease } from '../../lib/service/catalog/publish/publish-release';
import type { ReleaseRow } from '../../lib/service/catalog/releases';

/** Fixed ids of the generated benchmark catalog; the `bench` channel selects it. */
export const LARGE_CATALOG = {
  catalog: nameUuid('bench:catalog'),
  pricebook: nameUuid('bench:pricebook'),
  hierarchy: nameUuid('bench:hierarchy'),
  rule: nameUuid('bench:rule'),
  channel: 'bench',
} as const;

/**
 * The benchmark's pictures: drawings of the demo catalog's kinds (scripts/demo/art), no text in them.
 * Product `g` shows picture `g % 12`, so listings look like a shop's and images still cache.
 */
const BENCH_ART: { kind: ArtKindName; colour: string }[] = [
  { kind: 'crew-tee', colour: '#24395c' },
  { kind: 'waxed-jacket', colour: '#5a5a3c' },
  { kind: 'slim-jeans', colour: '#2e4a7a' },
  { kind: 'midi-dress', colour: '#8a3b5a' },
  { kind: 'beanie', colour: '#b4532a' },
  { kind: 'daypack', colour: '#2f5d3a' },
  { kind: 'skillet', colour: '#3a3a3c' },
  { kind: 'mug', colour: '#2f6f73' },
  { kind: 'table-lamp', colour: '#e3d7bd' },
  { kind: 'dome-tent', colour: '#c0582f' },
  { kind: 'hiking-boot', colour: '#6b4f36' },
  { kind: 'sleeping-bag', colour: '#c99a2e' },
];

/** The id of each benchmark picture; the previous generator's single named square is removed too. */
const imageIds = BENCH_ART.map((_, index) => nameUuid(`bench:image:${index}`));
const FORMER_IMAGE = nameUuid('bench:image');

const TAGS = [
  'red',
  'green',
  'blue',
  'black',
  'white',
  'cotton',
  'wool',
  'linen',
  'steel',
  'wood',
  'summer',
  'winter',
  'sale',
  'new',
  'eco',
  'kids',
  'outdoor',
  'travel',
  'office',
  'gift',
];

/** Top-level nodes × children × grandchildren: products sit in the 500 leaves. */
const SHAPE = { top: 10, children: 10, leaves: 5 };

export interface LargeCatalogOptions {
  products: number;
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Generates a catalog of `products` products for benchmarks (`npm run seed -- --products N`) and
 * publishes a release of it. Everything is written by a few set-based statements, not row by row,
 * so 100,000 products take seconds; a re-run replaces the previous benchmark catalog. Every 100th
 * product is a draft, so the release holds 99% of them.
 */
export async function seedLargeCatalog(storage: Storage, options: LargeCatalogOptions): Promise<ReleaseRow> {
  const total = Math.floor(options.products);
  if (!Number.isInteger(total) || total < 1 || total > 2_000_000)
    throw new RangeError('products must be an integer from 1 to 2000000');
  const { db } = storage;
  const ids = LARGE_CATALOG;

  await db.transaction(async (tx) => {
    await tx.delete(pcmCatalogs).where(inArray(pcmCatalogs.id, [ids.catalog]));
    await tx.delete(pcmProducts).where(like(pcmProducts.sku, 'BENCH-%'));
    await tx.delete(pcmHierarchies).where(inArray(pcmHierarchies.id, [ids.hierarchy]));
    await tx.delete(pcmPricebooks).where(inArray(pcmPricebooks.id, [ids.pricebook]));
    await tx.delete(pcmFiles).where(inArray(pcmFiles.id, [...imageIds, FORMER_IMAGE]));
  });

  const images = BENCH_ART.map(({ kind, colour }, index) => {
    const image = drawProduct(kind, colour, 'front');
    const values = [imageIds[index]!, `bench-${kind}-front.svg`, 'image/svg+xml'].map(sqlText);
    return `(${values.join(', ')}, ${Buffer.byteLength(image.content)}, ${image.width}, ${image.height}, ${sqlText(image.content)})`;
  });
  const imageArray = `ARRAY[${imageIds.map(sqlText).join(',')}]::uuid[]`;
  const tagArray = `ARRAY[${TAGS.map(sqlText).join(',')}]`;
  const leaves = SHAPE.top * SHAPE.children * SHAPE.leaves;
  const padded = `lpad(g::text, 7, '0')`;
  await storage.execScript(`
    INSERT INTO pcm_files (id, file_name, mime_type, file_size, width, height, content)
    VALUES ${images.join(',\n           ')};

    INSERT INTO pcm_pricebooks (id, name) VALUES (${sqlText(ids.pricebook)}, 'Benchmark prices');
    INSERT INTO pcm_hierarchies (id, name, slug) VALUES (${sqlText(ids.hierarchy)}, 'Benchmark', 'benchmark');

    INSERT INTO pcm_nodes (id, hierarchy_id, parent_id, name, slug)
    SELECT md5('bench:node:' || t)::uuid, ${sqlText(ids.hierarchy)}, NULL, 'Department ' || t, 'bench-' || t
    FROM generate_series(0, ${SHAPE.top - 1}) t;
    INSERT INTO pcm_nodes (id, hierarchy_id, parent_id, name, slug)
    SELECT md5('bench:node:' || t || ':' || c)::uuid, ${sqlText(ids.hierarchy)}, md5('bench:node:' || t)::uuid, 'Category ' || t || '.' || c, 'bench-' || t || '-' || c
    FROM generate_series(0, ${SHAPE.top - 1}) t, generate_series(0, ${SHAPE.children - 1}) c;
    INSERT INTO pcm_nodes (id, hierarchy_id, parent_id, name, slug)
    SELECT md5('bench:leaf:' || ((t * ${SHAPE.children} + c) * ${SHAPE.leaves} + l))::uuid, ${sqlText(ids.hierarchy)}, md5('bench:node:' || t || ':' || c)::uuid,
           'Shelf ' || t || '.' || c || '.' || l, 'bench-' || t || '-' || c || '-' || l
    FROM generate_series(0, ${SHAPE.top - 1}) t, generate_series(0, ${SHAPE.children - 1}) c, generate_series(0, ${SHAPE.leaves - 1}) l;

    INSERT INTO pcm_products (id, product_type, sku, slug, name, description, status, tags, upc_ean, mpn, main_image_id, created_at, updated_at)
    SELECT md5('bench:product:' || g)::uuid, 'standard', 'BENCH-' || ${padded}, 'bench-' || ${padded}, 'Bench product ' || ${padded},
           'Generated for benchmarks.', CASE WHEN g % 100 = 0 THEN 'draft' ELSE 'live' END,
           ARRAY[(${tagArray})[1 + g % 20], (${tagArray})[1 + (g % 20 + 1 + (g / 20) % 19) % 20]],
           '9' || lpad(g::text, 12, '0'), 'BM-' || ${padded}, (${imageArray})[1 + g % ${imageIds.length}],
           timestamptz '2025-01-01 00:00:00+00' + g * interval '1 second', timestamptz '2025-01-01 00:00:00+00' + g * interval '1 second'
    FROM generate_series(1, ${total}) g;

    INSERT INTO pcm_node_products (node_id, product_id)
    SELECT md5('bench:leaf:' || (g % ${leaves}))::uuid, md5('bench:product:' || g)::uuid FROM generate_series(1, ${total}) g;

    INSERT INTO pcm_product_prices (pricebook_id, product_id, currencies)
    SELECT ${sqlText(ids.pricebook)}, md5('bench:product:' || g)::uuid,
           jsonb_build_object('USD', jsonb_build_object('amount', 500 + (g * 37) % 20000, 'includes_tax', false),
                              'EUR', jsonb_build_object('amount', 450 + (g * 37) % 18000, 'includes_tax', true))
    FROM generate_series(1, ${total}) g;

    INSERT INTO pcm_catalogs (id, name, description, pricebook_id) VALUES (${sqlText(ids.catalog)}, 'Benchmark catalog', '${total} generated products', ${sqlText(ids.pricebook)});
    INSERT INTO pcm_catalog_hierarchies (catalog_id, hierarchy_id) VALUES (${sqlText(ids.catalog)}, ${sqlText(ids.hierarchy)});
    INSERT INTO pcm_catalog_rules (id, name, catalog_id, channels) VALUES (${sqlText(ids.rule)}, 'Benchmark channel', ${sqlText(ids.catalog)}, ARRAY[${sqlText(ids.channel)}]);
  `);
  return publishRelease(db, ids.catalog);
}
