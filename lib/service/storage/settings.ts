import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from './database';

export const serviceSettings = pgTable('service_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export async function getSetting<T>(db: Database, key: string): Promise<T | undefined> {
  const rows = await db
    .select({ value: serviceSettings.value })
    .from(serviceSettings)
    .where(eq(serviceSettings.key, key));
  return rows[0]?.value as T | undefined;
}

export async function setSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(serviceSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: serviceSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The key that signs bearer tokens: made once per database and kept there, so tokens outlive a
 * restart. When two processes race to create it, the first one written wins for both.
 */
export async function getOrCreateSigningKey(db: Database): Promise<string> {
  const existing = await getSetting<string>(db, 'token_signing_key');
  if (existing) return existing;
  await db
    .insert(serviceSettings)
    .values({ key: 'token_signing_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const key = await getSetting<string>(db, 'token_signing_key');
  if (!key) throw new Error('the token signing key could not be stored');
  return key;
}
