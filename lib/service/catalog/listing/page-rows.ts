import type { Page } from '../../http/paging';

/**
 * One page of a listing's rows (the query in its order, without limit and offset) and the number of
 * all of them (`db.$count` under the same condition), read side by side.
 */
export async function pageRows<T>(
  query: { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } },
  total: PromiseLike<number>,
  page: Page,
): Promise<{ rows: T[]; total: number }> {
  const [rows, count] = await Promise.all([query.limit(page.limit).offset(page.offset), total]);
  return { rows, total: count };
}
