import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium';
import { DEMO_CATALOG } from '../../lib/service/demo/catalog/ids';
import type { AppServer } from './app-server';
import { BENCH_MARKET, BENCH_PATHS } from './pages';
import { median } from './stats';

export interface BrowserFigures {
  name: string;
  path: string;
  /** Medians over the runs. */
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript transferred (compressed, as on the wire) on a cold load. */
  jsBytes: number;
  /** jsBytes over the blank page's. */
  jsOfBlank: number;
}

/** Registered before any page script: collects LCP, layout shifts and long tasks as they happen. */
const OBSERVE = () => {
  const bench = { lcp: 0, cls: 0, longTasks: [] as [number, number][] };
  (window as unknown as { __bench: typeof bench }).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

async function measureOnce(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
      );
  });
  const opened = await page.goto(url, { waitUntil: 'load' });
  // The page itself, not a redirect to it (an old address) nor an error page.
  if (opened?.status() !== 200 || opened.request().redirectedFrom())
    throw new Error(
      `${url} answered ${opened?.request().redirectedFrom() ? 'a redirect' : opened?.status()} in the browser`,
    );
  await page.waitForLoadState('networkidle');
  // Let the last paints and shifts be reported: two animation frames after the network went quiet.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const seen = await page.evaluate(() => {
    const bench = (
      window as unknown as { __bench: { lcp: number; cls: number; longTasks: [number, number][] } }
    ).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // Total blocking time: what every long task after the first paint spends over 50 ms.
    const tbt = bench.longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcp: bench.lcp, cls: bench.cls, tbt };
  });
  const jsBytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await page.close();
  return { ...seen, jsBytes };
}

/**
 * Section 3 of the report: LCP, CLS, total blocking time and JavaScript bytes of the main pages in
 * Chromium, each beside the app's blank page. Every run is a fresh browser context: a cold cache,
 * as a first visit.
 */
export async function benchBrowser(app: AppServer, runs: number): Promise<BrowserFigures[]> {
  const browser: Browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const pages: { name: string; path: string; withCartItem?: boolean }[] = [
    { name: 'blank page (app shell)', path: `/${BENCH_MARKET}/bench-blank` },
    { name: 'home', path: BENCH_PATHS.home },
    { name: 'listing', path: BENCH_PATHS.releaseListing },
    { name: 'listing, filtered', path: BENCH_PATHS.hierarchyListingFiltered },
    { name: 'node listing', path: BENCH_PATHS.nodeListing },
    { name: 'product page', path: BENCH_PATHS.productPage },
    { name: 'cart (one line)', path: `/${BENCH_MARKET}/cart`, withCartItem: true },
  ];
  const figures: Omit<BrowserFigures, 'jsOfBlank'>[] = [];
  try {
    for (const item of pages) {
      console.log(`  browser: ${item.name} …`);
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript(OBSERVE);
        if (item.withCartItem) {
          const added = await context.request.post(`${app.origin}/api/cart/items`, {
            headers: { origin: app.origin },
            data: { productId: DEMO_CATALOG.products.pocketTee, quantity: 1 },
          });
          if (!added.ok()) throw new Error(`adding to the cart answered ${added.status()}`);
        }
        samples.push(await measureOnce(context, app.origin + item.path));
        await context.close();
      }
      figures.push({
        name: item.name,
        path: item.path,
        lcpMs: median(samples.map((sample) => sample.lcp)),
        cls: median(samples.map((sample) => sample.cls)),
        tbtMs: median(samples.map((sample) => sample.tbt)),
        jsBytes: median(samples.map((sample) => sample.jsBytes)),
      });
    }
  } finally {
    await browser.close();
  }
  const blank = figures[0]!.jsBytes;
  return figures.map((figure) => ({ ...figure, jsOfBlank: figure.jsBytes / blank }));
}
