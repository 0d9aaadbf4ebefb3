import { asc, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { shippingMethods, type ShippingMethodRow } from './schema';

export function listShippingMethods(db: Database): Promise<ShippingMethodRow[]> {
  return db.select().from(shippingMethods).orderBy(asc(shippingMethods.position), asc(shippingMethods.code));
}

/** The store method a shipping group's `shipping_type` names, if any (codes are lowercase). */
export async function findShippingMethod(db: Database, code: string): Promise<ShippingMethodRow | null> {
  const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.code, code.toLowerCase()));
  return row ?? null;
}
