import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';

interface Options {
  /** Failures a journey expects, matched against "STATUS URL" or the console text. */
  allowedConsoleErrors: RegExp[];
}

let journeys = 0;

/**
 * Each journey's shopper comes from an address of their own, as people do: the server (started with
 * `TRUSTED_PROXIES` naming this machine, playwright.config.ts) believes the X-Forwarded-For its
 * browser sends, as it would a load balancer's. The server's per-address limits (60 new carts an
 * hour, sign-in failures) then count each journey apart, not the whole run as one shopper. A
 * journey that sets headers of its own (`test.use({ extraHTTPHeaders })`) keeps this machine's.
 */
function journeyAddress(workerIndex: number): string {
  const n = (workerIndex % 64) * 1024 + (journeys++ % 1024);
  return `198.18.${n >> 8}.${n & 255}`;
}

/**
 * A segment prefetch the server's page cache does not hold: Next answers such a prefetch (the
 * `Next-Router-Segment-Prefetch` header) from the cache or with an empty 404, its "not cached" signal
 * (a layout's segment while the page is rendered anew after a publish, say). The router then fetches
 * the page when it is opened; the shopper sees nothing of it.
 */
function isSegmentPrefetchMiss(response: Response): boolean {
  return response.status() === 404 && 'next-router-segment-prefetch' in response.request().headers();
}

/**
 * The failures a page reports: console errors, uncaught exceptions, and failed loads of the page or
 * one of its resources (recorded with their URL, which the console message lacks), but those that
 * match `allowed`. Used by the shared fixture, and for pages of a second browser context.
 */
export function watchPage(page: Page, allowed: RegExp[]): string[] {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    // The browser's own line for a failed load has no URL; the response listener reports it.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      record(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !isSegmentPrefetchMiss(response))
      record(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => record(error.message));
  return errors;
}

/** Every journey fails on what `watchPage` reports for its page. */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({ 'x-forwarded-for': journeyAddress(testInfo.workerIndex) });
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors = watchPage(page, allowedConsoleErrors);
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A storefront address in whichever market the shopper is in (a signed-in account holder is sent to
 * the market of their saved language and currency: Ada's is en-gb).
 */
export function anyMarket(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/[a-z]{2}-[a-z]{2}${path === '/' ? '' : escaped}$`);
}

/**
 * The element once React has hydrated it. Clicked before, the add-to-cart form posts the way it does
 * without its script and answers with the cart page: right for that shopper, but not the journey of
 * the page with its script (the mini-cart). React marks each element it has hydrated.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  return locator;
}
