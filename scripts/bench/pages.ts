import { DEMO_CATALOG } from '../../lib/service/demo/catalog/ids';
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
  /** Its share of the static file's throughput at the usual load (issue 28: 0.7× for catalog pages). */
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
  if (response.status !== 201)
    throw new Error(`adding to a cart for the benchmark failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!cookies.some((cookie) => cookie.startsWith('cart_id=')))
    throw new Error('the add answered no cart cookie');
  return cookies.join('; ');
}

export interface PageCase {
  name: string;
  path: string;
  method?: 'POST';
  /** The status every measured answer must have (default 200); any other is counted as an error. */
  expectStatus?: number;
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

/**
 * Both encodings of a page, read the way a browser asks for them (not compressed, to compare like
 * with like): the document, and the RSC payload the router fetches for a client navigation (with
 * its `_rsc` parameter, which Next otherwise adds with a redirect first). Either must answer 200.
 */
async function weigh(origin: string, item: PageCase): Promise<PageBytes> {
  const size = async (address: string, headers: Record<string, string>, type: string) => {
    const response = await fetch(origin + address, {
      headers: { ...item.headers, ...headers },
      redirect: 'manual',
    });
    if (response.status !== 200) throw new Error(`${address} answered ${response.status} when weighed`);
    if (!response.headers.get('content-type')?.startsWith(type))
      throw new Error(`${address} answered ${response.headers.get('content-type')}, not ${type}`);
    return (await response.arrayBuffer()).byteLength;
  };
  return {
    name: item.name,
    path: item.path,
    htmlBytes: await size(item.path, { accept: 'text/html' }, 'text/html'),
    rscBytes: await size(
      `${item.path}${item.path.includes('?') ? '&' : '?'}_rsc`,
      { rsc: '1' },
      'text/x-component',
    ),
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
    if (response.status !== (add.expectStatus ?? 200))
      throw new Error(`an add to cart answered ${response.status}`);
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
 * The addresses shoppers open: a product at its slug, a category at its slug path (issue 27 point
 * 2). The demo seed gives every product, hierarchy and node its key as its slug; an address with
 * ids only answers a redirect here, which the benchmark must not measure.
 */
export const BENCH_PATHS = {
  home: `/${BENCH_MARKET}`,
  releaseListing: `/${BENCH_MARKET}/shop`,
  /** Apparel, filtered by a tag. */
  hierarchyListingFiltered: `/${BENCH_MARKET}/shop/apparel?tag=cotton`,
  /** Apparel › Men › Tops › T-shirts. */
  nodeListing: `/${BENCH_MARKET}/shop/apparel/men/men-tops/men-tshirts`,
  /** The Pocket Tee (DEMO_CATALOG.products.pocketTee). */
  productPage: `/${BENCH_MARKET}/products/pocket-tee`,
  search: `/${BENCH_MARKET}/search?q=tee`,
} as const;

/** The five catalog pages of issue 28 point 1, each aiming at 0.7× the static file at 8 clients. */
export function catalogPageCases(headers: Record<string, string>): PageCase[] {
  return [
    { name: 'home', path: BENCH_PATHS.home },
    { name: 'release listing', path: BENCH_PATHS.releaseListing },
    { name: 'hierarchy listing, filtered', path: BENCH_PATHS.hierarchyListingFiltered },
    { name: 'node listing', path: BENCH_PATHS.nodeListing },
    { name: 'product page', path: BENCH_PATHS.productPage },
  ].map((page) => ({ ...page, headers, aim: 0.7, weighed: true }));
}

/**
 * One request as a case will send it, before it is measured: it must answer its own status (200
 * unless told), with a body, and a page must be HTML. A redirect (an id address, an address
 * without a market) or a not-found page stops the benchmark here, rather than being measured.
 */
export async function checkCase(origin: string, item: PageCase, where = ''): Promise<void> {
  const response = await fetch(origin + item.path, {
    method: item.method,
    headers: item.headers,
    body: item.body,
    redirect: 'manual',
  });
  const body = await response.arrayBuffer();
  const expected = item.expectStatus ?? 200;
  const place = `${item.path}${where ? ` ${where}` : ''}`;
  if (response.status !== expected) {
    const location = response.headers.get('location');
    throw new Error(
      `${place} answered ${response.status}${location ? ` (to ${location})` : ''}, not ${expected}, before the benchmark`,
    );
  }
  if (body.byteLength === 0) throw new Error(`${place} answered an empty body before the benchmark`);
  if (item.weighed && !response.headers.get('content-type')?.startsWith('text/html'))
    throw new Error(`${place} answered ${response.headers.get('content-type')}, not a page`);
}

/** A returning shopper's cookies: a cart with one line, and the market the benchmark shops in. */
export async function shopperCookie(origin: string): Promise<string> {
  return `${await cartCookie(origin)}; market=${BENCH_MARKET}`;
}

/**
 * The cookies a browser is given by the first page it opens (its market and a reserved cart id),
 * with which every later page is the shared one that sets none.
 */
export async function visitorCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/${BENCH_MARKET}`, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`/${BENCH_MARKET} answered ${response.status} to a first visit`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (!cookies.some((cookie) => cookie.startsWith('cart_id=')))
    throw new Error('a first visit was given no cart id');
  return cookies.join('; ');
}

/**
 * Section 1 of the report: throughput and latency of the pages and the cart route handler at the
 * usual load and at the crowd's, each beside a static file of the same server measured in the same
 * run. Cases take turns (round after round), so a slow minute of the machine touches all of them.
 */
export async function benchPages(app: AppServer, settings: PageSettings): Promise<PagesReport> {
  // A returning shopper: their cookies name the market and the cart, so the pages set none.
  const shopper = { cookie: await shopperCookie(app.origin) };
  // Adds go to a cart of their own, so that the cart route's cart keeps its one line.
  const adder = {
    cookie: await shopperCookie(app.origin),
    origin: app.origin,
    'content-type': 'application/json',
  };
  const cases: PageCase[] = [
    { name: 'static file (floor)', path: STATIC_FILE },
    { name: 'baseline page (no data)', path: `/${BENCH_MARKET}/bench-baseline`, headers: shopper },
    ...catalogPageCases(shopper),
    {
      name: 'search results',
      path: BENCH_PATHS.search,
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
      expectStatus: 201,
      headers: adder,
      // The digital Trail Map has no stock to run out of: a physical product's stock would refuse
      // the adds after a few seconds, and the refusals would be counted as errors.
      body: JSON.stringify({ productId: DEMO_CATALOG.products.trailMap, quantity: 1 }),
      usualOnly: true,
    },
  ];
  for (const item of cases) await checkCase(app.origin, item);
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
            expectStatus: item.expectStatus,
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
