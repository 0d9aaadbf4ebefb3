import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Whole answers kept in this process's memory, for pages rendered per request that many shoppers
 * ask for alike (search results, issue 28 point 4): the application says which requests may be
 * answered from it and under which key (`AnswerPolicy`), this cache keeps the answers, never more
 * than `maxEntries` of them nor `maxBytes` in all (the least recently used go first), so no number
 * of distinct requests from a client can grow it further. An entry is dropped when one of its tags
 * is revalidated after it was made (a release published here, or on another instance: the Redis
 * handler passes every instance's revalidations on), or when it is older than `maxAgeMs`.
 */
export interface AnswerPolicy {
  /** The key of a request that may be answered from the cache, and how its answer is kept. */
  keyOf(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): AnswerKey | undefined;
}

export interface AnswerKey {
  key: string;
  /** What the answer shows; the `Cache-Tag` its application sets is added (a CDN's purge tags). */
  tags: string[];
  /** How long it may be served, when shorter than the cache's own `maxAgeMs`. */
  maxAgeMs?: number;
  /** Kept only when this says so of the answer's headers (when given). */
  keepIf?: (headers: OutgoingHttpHeaders) => boolean;
}

export interface CachedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  tags: string[];
  /** When the request that rendered it arrived: a revalidation after that expires it. */
  madeAt: number;
  /** How long it may be served (the cache's `maxAgeMs` when unset or longer). */
  maxAgeMs?: number;
}

export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
  maxAgeMs: number;
}

/**
 * Catalog and search results pages weigh 20–70 kB (less compressed): a thousand of them, at most
 * 32 MB, five minutes each at most.
 */
export const DEFAULT_ANSWER_LIMITS: AnswerCacheLimits = {
  maxEntries: 1_000,
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 300_000,
};

/** Headers that belong to one response, never to a copy served later. */
const OWN_HEADERS = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

const now = () => performance.timeOrigin + performance.now();

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  /** When each tag was last revalidated (expired), as far as this process has heard. */
  private readonly revalidatedAt = new Map<string, number>();

  constructor(readonly limits: AnswerCacheLimits = DEFAULT_ANSWER_LIMITS) {}

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** A fresh answer for `key`, marked most recently used; a stale one is dropped. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const expired =
      now() - entry.madeAt > Math.min(entry.maxAgeMs ?? Infinity, this.limits.maxAgeMs) ||
      entry.tags.some((tag) => (this.revalidatedAt.get(tag) ?? -Infinity) >= entry.madeAt);
    this.delete(key);
    if (expired) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    // Made before a revalidation it has not seen (a render that overlapped a publish): not kept.
    if (entry.tags.some((tag) => (this.revalidatedAt.get(tag) ?? -Infinity) >= entry.madeAt)) return;
    if (entry.body.byteLength > this.limits.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Tags revalidated at `at` (now by default): every entry made before then that shows one is dropped. */
  revalidate(tags: string[], at = now()): void {
    for (const tag of tags)
      if (!((this.revalidatedAt.get(tag) ?? -Infinity) >= at)) this.revalidatedAt.set(tag, at);
    for (const [key, entry] of this.entries)
      if (entry.tags.some((tag) => tags.includes(tag) && entry.madeAt <= at)) this.delete(key);
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}

/**
 * The process's answer cache, on `globalThis`: the HTTP server that serves from it, the publish that
 * revalidates it (lib/platform/shared-cache.ts) and the Redis handler that hears other instances'
 * revalidations (a plain .mjs loaded outside the bundle) may each hold another copy of this module.
 */
const holder = globalThis as typeof globalThis & { __platformAnswerCache?: AnswerCache };

export const answerCache = (): AnswerCache => (holder.__platformAnswerCache ??= new AnswerCache());

/** Revalidates `tags` in this process's answer cache (a publish through this instance). */
export const revalidateAnswers = (tags: string[]) => answerCache().revalidate(tags);

/** Writes a kept answer, as it was first sent, with this response's own id and date. */
export function sendCachedAnswer(entry: CachedAnswer, response: ServerResponse): void {
  for (const [name, value] of Object.entries(entry.headers))
    if (value !== undefined) response.setHeader(name, value);
  response.setHeader('Content-Length', entry.body.byteLength);
  response.setHeader('X-Answer-Cache', 'HIT');
  response.writeHead(entry.status);
  response.end(entry.body);
}

type WriteArgs = [chunk: unknown, encoding?: unknown, callback?: unknown];

/**
 * Copies what the application writes to `response`; once it is sent in full, `keep` receives the
 * answer, unless it was more than `maxBytes`, set a cookie, or was not a 200.
 */
export function recordAnswer(
  response: ServerResponse,
  maxBytes: number,
  keep: (answer: Omit<CachedAnswer, 'tags' | 'madeAt'>) => void,
): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooLarge = false;
  const copy = (chunk: unknown, encoding: unknown) => {
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.byteLength;
    if (bytes > maxBytes) {
      tooLarge = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = response.write.bind(response) as (...args: WriteArgs) => boolean;
  const end = response.end.bind(response) as (...args: WriteArgs) => ServerResponse;
  response.write = ((...args: WriteArgs) => {
    copy(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  response.end = ((...args: WriteArgs) => {
    copy(args[0], args[1]);
    return end(...args);
  }) as ServerResponse['end'];
  response.once('finish', () => {
    if (tooLarge || response.statusCode !== 200 || response.hasHeader('set-cookie')) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(response.getHeaders()))
      if (!OWN_HEADERS.has(name)) headers[name] = value;
    keep({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
  });
}

/**
 * Serves `request` from the cache when the policy allows it and a fresh answer is kept; otherwise
 * lets the application answer, and keeps that answer if the request was one the policy names and
 * nothing marked it as this shopper's own (`isPrivate`, read once it is sent).
 */
export async function answerWithCache(
  policy: AnswerPolicy | undefined,
  request: IncomingMessage,
  response: ServerResponse,
  handle: () => Promise<unknown>,
  isPrivate: () => boolean,
): Promise<void> {
  const named = policy?.keyOf(request);
  if (!named) {
    await handle();
    return;
  }
  const cache = answerCache();
  const kept = cache.get(named.key);
  if (kept) {
    sendCachedAnswer(kept, response);
    return;
  }
  const madeAt = now();
  recordAnswer(response, cache.limits.maxBytes / 8, (answer) => {
    if (isPrivate() || (named.keepIf && !named.keepIf(answer.headers))) return;
    const tags = [...new Set([...named.tags, ...headerList(answer.headers['cache-tag'])])];
    cache.set(named.key, { ...answer, tags, madeAt, maxAgeMs: named.maxAgeMs });
  });
  await handle();
}

/** A header's comma-separated items: `Cache-Tag`'s tags, `Cache-Control`'s directives. */
export const headerList = (value: OutgoingHttpHeaders[string]) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
