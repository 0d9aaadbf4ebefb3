import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

declare const handler: CacheHandler;
export default handler;

/** Records an immediate revalidation of these tags in Redis for every instance; rejects when Redis is down. */
export function announceRevalidation(tags: string[]): Promise<void>;

/** Resolves once this instance hears the others' revalidations over Redis (at once without Redis). */
export const listening: Promise<void>;
