import { DEMO_CATALOG } from '../../lib/service/catalog/demo-ids';
import type { AppServer } from './app-server';
import { runLoad, type LoadResult } from './load';

export interface PageSettings {
  concurrency: number;
  durationMs: number;
  warmupMs: number;
}

export interface PageFigures {
  name: string;
  path: string;
  result: LoadResult;
  /** Requests per second as a share of the baseline's, measured in the same run. */
  ofBaseline: number;
  /** Issue 8 aims listing and product pages at half the baseline's throughput or better. */
  aim?: number;
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

/**
 * Section 1 of the report: throughput and latency of the pages and the cart route handler at a
 * fixed concurrency, each beside the baseline page (same app, no data) measured in the same run.
 */
export async function benchPages(app: AppServer, settings: PageSettings): Promise<PageFigures[]> {
  const cookie = await cartCookie(app.origin);
  const cases: { name: string; path: string; headers?: Record<string, string>; aim?: number }[] = [
    { name: 'baseline (static, no data)', path: '/bench-baseline' },
    { name: 'home', path: '/' },
    { name: 'release listing', path: '/shop', aim: 0.5 },
    {
      name: 'hierarchy listing, filtered',
      path: `/shop/${DEMO_CATALOG.hierarchies.apparel}?tag=cotton`,
      aim: 0.5,
    },
    { name: 'product page', path: `/products/${DEMO_CATALOG.products.pocketTee}`, aim: 0.5 },
    { name: 'cart route handler (GET /api/cart)', path: '/api/cart', headers: { cookie } },
  ];
  const figures: PageFigures[] = [];
  for (const item of cases) {
    const check = await fetch(app.origin + item.path, { headers: item.headers });
    if (!check.ok) throw new Error(`${item.path} answered ${check.status} before the benchmark`);
    await check.arrayBuffer();
    console.log(`  pages: ${item.name} …`);
    const result = await runLoad({ url: app.origin + item.path, headers: item.headers, ...settings });
    figures.push({ name: item.name, path: item.path, result, ofBaseline: 0, aim: item.aim });
  }
  const baseline = figures[0]!.result.requestsPerSecond;
  return figures.map((figure) => ({ ...figure, ofBaseline: figure.result.requestsPerSecond / baseline }));
}
