import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts back (not its styles), as a slow connection does, until `release` is
 * called: the server's HTML is all there is, so what a shopper does meanwhile is what a page does
 * before it is hydrated. The inline scripts that reveal streamed parts of a page still run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
