import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/lib/platform/database';
import { withRecordTables } from '@/lib/platform/record-tables';
import { OUTBOX_LIMITS, type Outbox, type OutboxEntry, type OutboxLimits } from './outbox';

interface Row {
  id: string;
  payload: unknown;
  attempts: number;
}

/**
 * The outbox in the embedded service's database (the storefront's own table, like its sessions:
 * record-tables.ts): several instances on one PostgreSQL share it, and `FOR UPDATE SKIP LOCKED`
 * hands each due entry to one of them.
 */
export function databaseOutbox<T>(
  openDatabase: () => Promise<Database>,
  limits: OutboxLimits = OUTBOX_LIMITS,
): Outbox<T> {
  const database = withRecordTables(openDatabase);
  return {
    async add(payload, now) {
      const db = await database();
      const id = randomUUID();
      const inserted = await db.execute(sql`
        INSERT INTO storefront_mail_outbox (id, payload, next_attempt_at)
        SELECT ${id}, ${JSON.stringify(payload)}::jsonb, ${now.toISOString()}::timestamptz
        WHERE (SELECT count(*) FROM storefront_mail_outbox) < ${limits.capacity}
        RETURNING id`);
      return rowsOf(inserted).length > 0 ? { added: true, id } : { added: false };
    },
    async claim(now, limit) {
      const db = await database();
      const leaseUntil = new Date(now.getTime() + limits.leaseSeconds * 1000).toISOString();
      const claimed = await db.execute(sql`
        UPDATE storefront_mail_outbox
        SET next_attempt_at = ${leaseUntil}::timestamptz, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM storefront_mail_outbox
          WHERE next_attempt_at <= ${now.toISOString()}::timestamptz
          ORDER BY next_attempt_at
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, payload, attempts`);
      return rowsOf<Row>(claimed).map((row): OutboxEntry<T> => ({
        id: row.id,
        payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as T,
        attempts: Number(row.attempts),
      }));
    },
    async settle(id) {
      await (await database()).execute(sql`DELETE FROM storefront_mail_outbox WHERE id = ${id}`);
    },
    async retryAt(id, at, error) {
      await (
        await database()
      ).execute(sql`
        UPDATE storefront_mail_outbox
        SET next_attempt_at = ${at.toISOString()}::timestamptz, last_error = ${error.slice(0, 500)}
        WHERE id = ${id}`);
    },
    async nextDue() {
      const found = await (
        await database()
      ).execute(sql`SELECT min(next_attempt_at) AS due FROM storefront_mail_outbox`);
      const due = rowsOf<{ due: string | Date | null }>(found)[0]?.due;
      return due ? new Date(due) : null;
    },
    async size() {
      const found = await (
        await database()
      ).execute(sql`SELECT count(*)::int AS total FROM storefront_mail_outbox`);
      return Number(rowsOf<{ total: number }>(found)[0]?.total ?? 0);
    },
  };
}
