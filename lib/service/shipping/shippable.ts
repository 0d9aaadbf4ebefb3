import { and, eq, inArray } from 'drizzle-orm';
import type { CartLine } from '../carts/model';
import { pcmProducts } from '../catalog/draft-schema';
import type { Database } from '../storage/database';

/**
 * The lines that need delivering: every custom item (the service cannot know it is not a parcel)
 * and every product that is not digital (`commodity_type`, as the merchandiser sets it). A
 * subscription line is not a parcel: what its offering delivers is the subscription's business.
 */
export async function shippableLines(db: Database, lines: readonly CartLine[]): Promise<CartLine[]> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const digital =
    productIds.length === 0
      ? []
      : await db
          .select({ id: pcmProducts.id })
          .from(pcmProducts)
          .where(and(inArray(pcmProducts.id, productIds), eq(pcmProducts.commodityType, 'digital')));
  return shippableOf(lines, new Set(digital.map((row) => row.id)));
}

/** The same, knowing which of the lines' products are digital. */
export const shippableOf = (lines: readonly CartLine[], digitalIds: ReadonlySet<string>): CartLine[] =>
  lines.filter((line) =>
    line.productId === null ? line.kind !== 'subscription_item' : !digitalIds.has(line.productId),
  );
