import { DEMO_CATALOG } from '../../lib/service/catalog/demo-ids';
import type { AppServer } from './app-server';
import { sampleLoad, summarise, type LoadResult, type LoadSample } from './load';

export interface PageSettings {
  /** The usual load: clients at once. */
  concurrency: number;
  /** The crowd: many clients at once, for the tail latency and errors under a rush. */
  crowd: number;
  /** Measured time per case and load, split over `rounds` turns. */
  durationMs: number;
  /** Warm-up before each turn (connections open, caches warm), not counted. */
  warmupMs: number;
  /** Every case is measured in this many turns, one case after another, so drift touches all alike. */
  rounds: number;
}

export interface PageFigures {
  name: string;
  path: string;
  clients: number;
  result: LoadResult;
  /** Requests per second as a share of the static file's, at the same load in the same run. */
  ofFloor: number;
  /** Catalog pages aim at half the static file's throughput at the usual load (issue 15). */
  aim?: number;
  /** At the crowd's load every case aims at a p99 under 2 s and no error (issue 15). */
  crowd: boolean;
}

/** A cart with one line, so the cart route handler reads a real cart: its cookie header. */
async function cartCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/cart/items`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: DEMO_CATALOG.products.pocketTee, quantity: 1 }),
  });
  if (!response.ok)
    throw new Error(`adding to a cart for the benchmark failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!cookies.some((cookie) => cookie.startsWith('cart_id=')))
    throw new Error('the add answered no cart cookie');
  return cookies.join('; ');
}

interface PageCase {
  name: string;
  path: string;
  method?: 'POST';
  headers?: Record<string, string>;
  body?: string;
  aim?: number;
  /** Measured at the usual load only. */
  usualOnly?: boolean;
  /** A catalog page: its HTML and its RSC payload are weighed. */
  weighed?: boolean;
}

/** What one catalog page weighs: its HTML document, and its RSC payload (a client navigation). */
export interface PageBytes {
  name: string;
  path: string;
  htmlBytes: number;
  rscBytes: number;
}

/** Add to cart: how many service requests one add makes, counted on the server's metrics. */
export interface AddToCartCalls {
  adds: number;
  serviceCalls: number;
  perAdd: number;
}

export interface PagesReport {
  figures: PageFigures[];
  bytes: PageBytes[];
  addToCart: AddToCartCalls;
}

/** The service requests the server has answered so far: the sum over every operation. */
async function serviceCalls(metricsUrl: string): Promise<number> {
  const response = await fetch(metricsUrl);
  if (!response.ok) throw new Error(`the metrics answered ${response.status}`);
  let total = 0;
  for (const line of (await response.text()).split('\n'))
    if (line.startsWith('harbor_service_operation_duration_seconds_count'))
      total += Number(line.split(' ').at(-1));
  return total;
}

/** Both encodings of a page, read the way a browser asks for them (not compressed, to compare like with like). */
async function weigh(origin: string, item: PageCase): Promise<PageBytes> {
  const size = async (headers: Record<string, string>) => {
    const response = await fetch(origin + item.path, { headers: { ...item.headers, ...headers } });
    if (!response.ok) throw new Error(`${item.path} answered ${response.status} when weighed`);
    return (await response.arrayBuffer()).byteLength;
  };
  return {
    name: item.name,
    path: item.path,
    htmlBytes: await size({ accept: 'text/html' }),
    rscBytes: await size({ rsc: '1' }),
  };
}

/** Sequential adds to one cart, counting the service requests the server made meanwhile. */
async function countAddToCart(app: AppServer, add: PageCase, adds: number): Promise<AddToCartCalls> {
  const before = await serviceCalls(app.metricsUrl);
  for (let count = 0; count < adds; count++) {
    const response = await fetch(app.origin + add.path, {
      method: 'POST',
      headers: add.headers,
      body: add.body,
    });
    if (!response.ok) throw new Error(`an add to cart answered ${response.status}`);
    await response.arrayBuffer();
  }
  const serviceCallsMade = (await serviceCalls(app.metricsUrl)) - before;
  return { adds, serviceCalls: serviceCallsMade, perAdd: serviceCallsMade / adds };
}

/** The floor: a file from public/, which the server sends as it is — the fastest answer it has. */
export const STATIC_FILE = '/icon.svg';

/** Every storefront page is under a market (issue 15); the benchmark shops in this one. */
export const BENCH_MARKET = 'en-us';

/**
 * Section 1 of the report: throughput and latency of the pages and the cart route handler at the
 * usual load and at the crowd's, each beside a static file of the same server measured in the same
 * run. Cases take turns (round after round), so a slow minute of the machine touches all of them.
 */
export async function benchPages(app: AppServer, settings: PageSettings): Promise<PagesReport> {
  const cookie = `${await cartCookie(app.origin)}; market=${BENCH_MARKET}`;
  // A returning shopper: their cookies name the market and the cart, so the pages set none.
  const shopper = { cookie };
  // Adds go to a cart of their own, so that the cart route's cart keeps its one line.
  const adder = {
    cookie: `${await cartCookie(app.origin)}; market=${BENCH_MARKET}`,
    origin: app.origin,
    'content-type': 'application/json',
  };
  const cases: PageCase[] = [
    { name: 'static file (floor)', path: STATIC_FILE },
    { name: 'baseline page (no data)', path: `/${BENCH_MARKET}/bench-baseline`, headers: shopper },
    { name: 'home', path: `/${BENCH_MARKET}`, headers: shopper, aim: 0.7, weighed: true },
    { name: 'release listing', path: `/${BENCH_MARKET}/shop`, headers: shopper, aim: 0.7, weighed: true },
    {
      name: 'hierarchy listing, filtered',
      path: `/${BENCH_MARKET}/shop/${DEMO_CATALOG.hierarchies.apparel}?tag=cotton`,
      headers: shopper,
      aim: 0.7,
      weighed: true,
    },
    {
      name: 'node listing',
      path: `/${BENCH_MARKET}/shop/${DEMO_CATALOG.hierarchies.apparel}/${DEMO_CATALOG.nodes.menTshirts}`,
      headers: shopper,
      aim: 0.7,
      weighed: true,
    },
    {
      name: 'product page',
      path: `/${BENCH_MARKET}/products/${DEMO_CATALOG.products.pocketTee}`,
      headers: shopper,
      aim: 0.7,
      weighed: true,
    },
    {
      name: 'search results',
      path: `/${BENCH_MARKET}/search?q=tee`,
      headers: shopper,
      aim: 0.25,
      weighed: true,
    },
    {
      name: 'cart route handler (GET /api/cart)',
      path: '/api/cart',
      headers: shopper,
      aim: 0.35,
      usualOnly: true,
    },
    {
      name: 'add to cart (POST /api/cart/items)',
      path: '/api/cart/items',
      method: 'POST',
      headers: adder,
      body: JSON.stringify({ productId: DEMO_CATALOG.products.pocketTee, quantity: 1 }),
      usualOnly: true,
    },
  ];
  for (const item of cases) {
    const check = await fetch(app.origin + item.path, {
      method: item.method,
      headers: item.headers,
      body: item.body,
      redirect: 'manual',
    });
    await check.arrayBuffer();
    if (!check.ok) throw new Error(`${item.path} answered ${check.status} before the benchmark`);
  }
  const bytes: PageBytes[] = [];
  for (const item of cases.filter((entry) => entry.weighed)) bytes.push(await weigh(app.origin, item));
  const add = cases.find((item) => item.method === 'POST')!;
  const addToCart = await countAddToCart(app, add, 20);

  const figures: PageFigures[] = [];
  for (const clients of [settings.concurrency, settings.crowd]) {
    const crowd = clients === settings.crowd;
    const measured = cases.filter((item) => !(crowd && item.usualOnly));
    const slices = new Map<PageCase, LoadSample[]>(measured.map((item) => [item, []]));
    for (let round = 1; round <= settings.rounds; round++) {
      console.log(`  pages: ${clients} clients, round ${round} of ${settings.rounds} …`);
      for (const item of measured)
        slices.get(item)!.push(
          await sampleLoad({
            url: app.origin + item.path,
            method: item.method,
            headers: item.headers,
            body: item.body,
            concurrency: clients,
            durationMs: settings.durationMs / settings.rounds,
            warmupMs: settings.warmupMs,
          }),
        );
    }
    const results = measured.map((item) => ({ item, result: summarise(slices.get(item)!) }));
    const floor = results[0]!.result.requestsPerSecond;
    for (const { item, result } of results)
      figures.push({
        name: item.name,
        path: item.path,
        clients,
        result,
        ofFloor: result.requestsPerSecond / floor,
        aim: crowd ? undefined : item.aim,
        crowd,
      });
  }
  return { figures, bytes, addToCart };
}
