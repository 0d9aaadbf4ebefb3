import { isUuid } from '../catalog/ids';

/**
 * The row a query by id finds, or null. Ids are uuid columns: an id that is no UUID names no row,
 * so the query is not sent (the database would refuse the cast) and the answer is null too.
 */
export async function rowById<T>(id: string, query: () => PromiseLike<T[]>): Promise<T | null> {
  if (!isUuid(id)) return null;
  const [row] = await query();
  return row ?? null;
}
