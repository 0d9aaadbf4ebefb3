import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { LARGE_CATALOG, seedLargeCatalog } from './large-catalog';
import { readServiceConfig } from '../../lib/service/config';
import { startService, type CommerceService } from '../../lib/service/service';
import { openStorage, type Storage } from '../../lib/service/storage/database';
import { latency, type Latency } from './stats';

export interface ServiceSettings {
  sizes: number[];
  /** Timed requests per case and size (after a short warm-up), one at a time. */
  requests: number;
}

export interface ServiceFigures {
  name: string;
  bySize: Record<string, Latency>;
  /** p50 at the largest size over p50 at the smallest. */
  growth: number;
  /** Issues 8 and 16 aim the 100,000-product listings and searches at 2× the 1,000 ones or better. */
  aim?: number;
}

/** The id the generator gives product `g` (scripts/bench/large-catalog.ts: md5('bench:product:' || g)::uuid). */
function benchProductId(g: number): string {
  const hex = createHash('md5').update(`bench:product:${g}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fixed sequence of live product numbers (every 100th generated product is a draft). */
function liveProducts(size: number): () => number {
  let state = 12345;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const g = 1 + (state % size);
    return g % 100 === 0 ? g - 1 || 1 : g;
  };
}

/** PGlite in .data/bench/service-N, or a fresh database `bench_products_N` beside DATABASE_URL's (dropped after use). */
async function openBenchStorage(
  size: number,
): Promise<{ storage: Storage; label: string; dispose(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dir = path.join('.data', 'bench', `service-${size}`);
    rmSync(dir, { recursive: true, force: true });
    const storage = await openStorage({ dataDir: path.join(dir, 'pglite') });
    return { storage, label: 'PGlite', dispose: () => storage.close() };
  }
  const name = `bench_products_${size}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const storage = await openStorage({ databaseUrl: url.toString() });
  const dispose = async () => {
    await storage.close();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { storage, label: 'PostgreSQL', dispose };
}

async function token(service: CommerceService, kind: 'implicit' | 'admin'): Promise<string> {
  const config = readServiceConfig({});
  const form = new URLSearchParams({
    grant_type: kind === 'admin' ? 'client_credentials' : 'implicit',
    client_id: config.clientId,
  });
  if (kind === 'admin') form.set('client_secret', config.clientSecret);
  const response = await service.fetch(
    new Request('http://bench.local/commerce/oauth/access_token', { method: 'POST', body: form }),
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Case {
  name: string;
  aim?: number;
  request: (i: number) => { method?: string; path: string; token: 'implicit' | 'admin'; body?: unknown };
}

function cases(size: number): Case[] {
  const hierarchy = `/catalog/hierarchies/${LARGE_CATALOG.hierarchy}/products?page[limit]=25`;
  const release = `/pcm/catalogs/${LARGE_CATALOG.catalog}/releases/latest/products?page[limit]=25`;
  const filter = `&filter=${encodeURIComponent('eq(tags,red)')}`;
  const far = '&page[offset]=10000';
  const nextProduct = liveProducts(size);
  // The same four reads of both listings: the first page and a far page, each with and without a filter.
  const listing = (name: string, spec: string, path: string, token: 'implicit' | 'admin'): Case[] => [
    { name: `${name} (${spec}), first page`, aim: 2, request: () => ({ path, token }) },
    { name: `${name}, filtered eq(tags,red)`, aim: 2, request: () => ({ path: path + filter, token }) },
    { name: `${name}, page[offset]=10000`, request: () => ({ path: path + far, token }) },
    { name: `${name}, filtered, offset 10000`, request: () => ({ path: path + filter + far, token }) },
  ];
  return [
    ...listing('hierarchy products', 'spec 4.6', hierarchy, 'implicit'),
    ...listing('release products', 'spec 4.7', release, 'admin'),
    {
      name: 'search (issue 16), one product by its number, facets',
      aim: 2,
      request: () => ({
        method: 'POST',
        path: '/catalog/multi-search',
        token: 'implicit',
        body: {
          searches: [{ q: String(nextProduct()).padStart(7, '0'), facet_by: 'product_types,tags,price' }],
        },
      }),
    },
    {
      name: 'search, everything by price, facets',
      aim: 2,
      request: () => ({
        method: 'POST',
        path: '/catalog/multi-search',
        token: 'implicit',
        body: {
          searches: [{ q: '*', sort_by: 'price:desc', facet_by: 'product_types,tags,price', per_page: 25 }],
        },
      }),
    },
    {
      name: 'search, a typo, grouped, by price',
      aim: 2,
      request: () => ({
        method: 'POST',
        path: '/catalog/multi-search',
        token: 'implicit',
        body: {
          searches: [
            {
              q: `prodcut ${String(nextProduct()).padStart(7, '0')}`,
              sort_by: 'price:asc',
              filter_by: 'product_types:!=child',
            },
          ],
        },
      }),
    },
    {
      name: 'search, a tag filter (1 in 10), by price, facets',
      aim: 2,
      request: () => ({
        method: 'POST',
        path: '/catalog/multi-search',
        token: 'implicit',
        body: {
          searches: [
            { filter_by: 'tags:=[red]', sort_by: 'price:asc', facet_by: 'tags,price', per_page: 25 },
          ],
        },
      }),
    },
    {
      name: 'hierarchy products sorted by price (extension)',
      aim: 2,
      request: () => ({ path: `${hierarchy}&sort=price`, token: 'implicit' }),
    },
    {
      name: 'catalog products by name, without children (extension)',
      aim: 2,
      request: () => ({
        path: '/catalog/products?page[limit]=25&sort=-name&children=false',
        token: 'implicit',
      }),
    },
    {
      name: 'add to cart (spec 4.4), one product to a new cart',
      request: (i) => ({
        method: 'POST',
        path: `/v2/carts/bench-${size}-${i}/items`,
        token: 'implicit',
        body: { data: [{ type: 'cart_item', id: benchProductId(nextProduct()), quantity: 1 }] },
      }),
    },
  ];
}

/**
 * Section 2 of the report: the two listings and add to cart, in-process (the service's fetch
 * handler, no socket), at each catalog size, one request at a time.
 */
export async function benchService(
  settings: ServiceSettings,
): Promise<{ storage: string; figures: ServiceFigures[] }> {
  const bySize = new Map<number, Map<string, Latency>>();
  let storageLabel = '';
  for (const size of settings.sizes) {
    console.log(`  service: generating ${size} products …`);
    const opened = await openBenchStorage(size);
    storageLabel = opened.label;
    await seedLargeCatalog(opened.storage, { products: size });
    const service = await startService(
      { ...readServiceConfig({}), seedDemoData: false },
      { storage: opened.storage },
    );
    const tokens = { implicit: await token(service, 'implicit'), admin: await token(service, 'admin') };
    const results = new Map<string, Latency>();
    let counter = 0;
    for (const item of cases(size)) {
      const send = async () => {
        const { method = 'GET', path: target, token: kind, body } = item.request((counter += 1));
        const headers = new Headers({
          authorization: `Bearer ${tokens[kind]}`,
          'vendor-channel': LARGE_CATALOG.channel,
        });
        if (body !== undefined) headers.set('content-type', 'application/json');
        const started = performance.now();
        const response = await service.fetch(
          new Request(`http://bench.local/commerce${target}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${method} ${target} answered ${response.status}`);
        return performance.now() - started;
      };
      for (let i = 0; i < 10; i++) await send();
      const samples: number[] = [];
      for (let i = 0; i < settings.requests; i++) samples.push(await send());
      results.set(item.name, latency(samples));
      console.log(
        `  service: ${size} products, ${item.name}: p50 ${results.get(item.name)!.p50.toFixed(1)} ms`,
      );
    }
    bySize.set(size, results);
    await opened.dispose();
  }
  const smallest = Math.min(...settings.sizes);
  const largest = Math.max(...settings.sizes);
  const figures = cases(smallest).map((item) => {
    const sized = Object.fromEntries(
      settings.sizes.map((size) => [String(size), bySize.get(size)!.get(item.name)!]),
    );
    return {
      name: item.name,
      bySize: sized,
      growth: sized[String(largest)]!.p50 / sized[String(smallest)]!.p50,
      aim: item.aim,
    };
  });
  return { storage: storageLabel, figures };
}
