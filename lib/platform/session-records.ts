import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/lib/platform/database';
import { withRecordTables } from './record-tables';
import type { RedisClient } from './redis-client';

/**
 * Which signed-in sessions are open, kept on the server so that a session can end everywhere: the
 * sealed cookie names a session id, signing out deletes its record, and a copy of the cookie taken
 * before is refused from then on, on every instance. A session idle for longer than its kind
 * allows (`idleSeconds`) is ended on its next use.
 */
export interface SessionRecords {
  /**
   * Opens a session that ends by itself after `ttlSeconds`; its id goes into the sealed cookie.
   * `owner` (an account member) lets `closeAllOf` end it with the owner's other sessions.
   */
  open(ttlSeconds: number, owner?: string): Promise<string>;
  /**
   * Whether the session is open, and used within `idleSeconds` when given (then this use counts
   * as its last). An idle session is closed.
   */
  isOpen(id: string, idleSeconds?: number): Promise<boolean>;
  close(id: string): Promise<void>;
  /** Ends every session of `owner` (a new password), but the one `except` names. */
  closeAllOf(owner: string, except?: string): Promise<void>;
}

const newId = () => randomBytes(24).toString('base64url');

/** Several instances: the records live in Redis, each with the session's lifetime as its TTL. */
export function redisRecords(redis: () => Promise<RedisClient>, prefix: string): SessionRecords {
  const key = (id: string) => `${prefix}session:${id}`;
  // An owner's session ids; the set lives as long as the owner's longest session.
  const ownerKey = (owner: string) => `${prefix}session-owner:${owner}`;
  return {
    async open(ttlSeconds, owner) {
      const id = newId();
      const client = await redis();
      await client.set(key(id), String(Date.now()), { expiration: { type: 'EX', value: ttlSeconds } });
      if (owner) {
        await client.sAdd(ownerKey(owner), id);
        await client.expire(ownerKey(owner), ttlSeconds, 'GT');
        await client.expire(ownerKey(owner), ttlSeconds, 'NX');
      }
      return id;
    },
    async isOpen(id, idleSeconds) {
      const client = await redis();
      const lastSeen = await client.get(key(id));
      if (lastSeen === null) return false;
      if (idleSeconds === undefined) return true;
      if (Date.now() - Number(lastSeen) > idleSeconds * 1000) {
        await client.del(key(id));
        return false;
      }
      // Keeps the key's TTL (the session's end) while recording this use.
      await client.set(key(id), String(Date.now()), { KEEPTTL: true, XX: true });
      return true;
    },
    async close(id) {
      await (await redis()).del(key(id));
    },
    async closeAllOf(owner, except) {
      const client = await redis();
      const ids = (await client.sMembers(ownerKey(owner))).filter((id) => id !== except);
      if (ids.length === 0) return;
      await client.del(ids.map(key));
      await client.sRem(ownerKey(owner), ids);
    },
  };
}

/** With the embedded service: the records live in its database, in a table of their own (record-tables.ts). */
export function databaseRecords(openDatabase: () => Promise<Database>): SessionRecords {
  const database = withRecordTables(openDatabase);
  return {
    async open(ttlSeconds, owner) {
      const db = await database();
      const id = newId();
      // Ended sessions go as new ones come: the table holds only what could still be used.
      await db.execute(sql`DELETE FROM storefront_sessions WHERE expires_at < now()`);
      await db.execute(
        sql`INSERT INTO storefront_sessions (id, expires_at, owner)
            VALUES (${id}, now() + make_interval(secs => ${ttlSeconds}), ${owner ?? null})`,
      );
      return id;
    },
    async isOpen(id, idleSeconds) {
      const db = await database();
      if (idleSeconds === undefined) {
        const found = await db.execute(
          sql`SELECT 1 FROM storefront_sessions WHERE id = ${id} AND expires_at > now()`,
        );
        return rowCount(found) > 0;
      }
      const used = await db.execute(
        sql`UPDATE storefront_sessions SET last_seen_at = now()
            WHERE id = ${id} AND expires_at > now()
              AND last_seen_at > now() - make_interval(secs => ${idleSeconds})
            RETURNING id`,
      );
      if (rowCount(used) > 0) return true;
      await db.execute(sql`DELETE FROM storefront_sessions WHERE id = ${id}`);
      return false;
    },
    async close(id) {
      await (await database()).execute(sql`DELETE FROM storefront_sessions WHERE id = ${id}`);
    },
    async closeAllOf(owner, except) {
      await (
        await database()
      ).execute(sql`DELETE FROM storefront_sessions WHERE owner = ${owner} AND id <> ${except ?? ''}`);
    },
  };
}

/** A remote service and no Redis: this process's memory (a restart ends every session). */
export function memoryRecords(): SessionRecords {
  const sessions = new Map<string, { endsAt: number; lastSeen: number; owner?: string }>();
  return {
    async open(ttlSeconds, owner) {
      const now = Date.now();
      for (const [id, session] of sessions) if (session.endsAt <= now) sessions.delete(id);
      const id = newId();
      sessions.set(id, { endsAt: now + ttlSeconds * 1000, lastSeen: now, owner });
      return id;
    },
    async isOpen(id, idleSeconds) {
      const session = sessions.get(id);
      const now = Date.now();
      if (!session || session.endsAt <= now) return false;
      if (idleSeconds !== undefined) {
        if (now - session.lastSeen > idleSeconds * 1000) {
          sessions.delete(id);
          return false;
        }
        session.lastSeen = now;
      }
      return true;
    },
    async close(id) {
      sessions.delete(id);
    },
    async closeAllOf(owner, except) {
      for (const [id, session] of sessions) if (session.owner === owner && id !== except) sessions.delete(id);
    },
  };
}

const rowCount = (result: unknown) => rowsOf<unknown>(result).length;
