import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../storage/database';

/**
 * A raw statement's rows, typed as it selects them; a tag, as `sql` is:
 * `await selectRows<{ id: string }>(db)\`SELECT product_id AS id FROM …\``.
 */
export const selectRows =
  <T>(db: Database) =>
  async (strings: TemplateStringsArray, ...params: unknown[]): Promise<T[]> =>
    rowsOf<T>(await db.execute(sql(strings, ...params)));
