import { and, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import type { CartLine } from '../carts/model';
import { pcmCatalogs } from '../catalog/draft-schema';
import { documentsOf } from '../catalog/listing/product-store';
import { latestRelease } from '../catalog/releases';
import { releaseProducts } from '../catalog/release-schema';

/**
 * Spec: a shopper may add a custom item at any price, and each order is to be checked for its
 * prices. An order whose custom item has a catalog product's SKU or name, at a price no published
 * catalog sells that product for (in the order's currency), is marked for review (`meta.review`),
 * so "paid" never reads as "safe to ship" for it (issue 24 point 12).
 */
export interface OrderReviewReason {
  /** The custom item as the shopper described it. */
  item: { name: string; sku: string | null; unit_amount: number };
  /** The catalog product it names, and its price in the order's currency. */
  product: { id: string; name: string; sku: string; unit_amount: number };
}

export interface OrderReview {
  required: true;
  reasons: OrderReviewReason[];
}

const nameKey = (name: string) => name.trim().toLowerCase();

/** Every catalog's latest published release (previews excluded). */
async function publishedReleases(db: Database): Promise<string[]> {
  const catalogs = await db.select({ id: pcmCatalogs.id }).from(pcmCatalogs);
  const releases = await Promise.all(catalogs.map((catalog) => latestRelease(db, catalog.id)));
  return releases.flatMap((release) => (release ? [release.id] : []));
}

export async function reviewCustomItems(
  db: Database,
  lines: readonly CartLine[],
  currency: string,
): Promise<OrderReview | null> {
  const custom = lines.flatMap((line) => (line.kind === 'custom_item' ? [line.custom] : []));
  if (custom.length === 0) return null;
  const skus = [...new Set(custom.flatMap((item) => (item.sku ? [item.sku] : [])))];
  const names = [...new Set(custom.map((item) => nameKey(item.name)).filter(Boolean))];
  const releaseIds = await publishedReleases(db);
  if (releaseIds.length === 0) return null;

  const matches = await db
    .select({
      releaseId: releaseProducts.releaseId,
      productId: releaseProducts.productId,
      name: releaseProducts.name,
      sku: releaseProducts.sku,
    })
    .from(releaseProducts)
    .where(
      and(
        inArray(releaseProducts.releaseId, releaseIds),
        or(
          ...(skus.length ? [inArray(releaseProducts.sku, skus)] : []),
          inArray(sql<string>`lower(btrim(${releaseProducts.name}))`, names),
        ),
      ),
    );
  if (matches.length === 0) return null;

  // Each product's prices in the order's currency, over every catalog that sells it.
  const prices = new Map<string, { name: string; sku: string; amounts: Set<number> }>();
  for (const releaseId of new Set(matches.map((match) => match.releaseId))) {
    const ids = matches.filter((match) => match.releaseId === releaseId).map((match) => match.productId);
    for (const row of await documentsOf(db, releaseId, ids)) {
      const amount = row.document.attributes.price?.[currency]?.amount;
      const match = matches.find((candidate) => candidate.productId === row.id)!;
      const entry = prices.get(row.id) ?? { name: match.name, sku: match.sku, amounts: new Set<number>() };
      if (typeof amount === 'number') entry.amounts.add(amount);
      prices.set(row.id, entry);
    }
  }

  const reasons: OrderReviewReason[] = [];
  for (const item of custom) {
    for (const [id, product] of prices) {
      const named = (item.sku && item.sku === product.sku) || nameKey(item.name) === nameKey(product.name);
      if (!named || product.amounts.size === 0 || product.amounts.has(item.price.amount)) continue;
      reasons.push({
        item: { name: item.name, sku: item.sku, unit_amount: item.price.amount },
        product: { id, name: product.name, sku: product.sku, unit_amount: Math.min(...product.amounts) },
      });
    }
  }
  return reasons.length ? { required: true, reasons } : null;
}
