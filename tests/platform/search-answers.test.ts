import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { demoId } from '@/lib/service/demo/catalog/ids';
import {
  PageBrowser,
  adminToken,
  merchandiserOn,
  publish,
  renameProduct,
  storefrontForFile,
} from '../support/server';

/**
 * Issue 28 points 1 and 4: search results and catalog pages are kept whole for the shoppers who
 * ask alike (lib/storefront/catalog/page-answers.ts): a repeated search or product page is answered
 * unrendered and reaches no service, and a publish shows the new release on the very next search
 * and product page. Service calls are counted where the service counts what it serves (/metrics),
 * on the production build with a data directory of its own.
 */
const storefront = storefrontForFile('harbor-search-answers-');
const run = randomBytes(3).toString('hex');
const BEANIE = demoId.product('wool-beanie');

/** Every service operation answered so far (`harbor_service_operation_duration_seconds_count`). */
async function serviceCalls(): Promise<number> {
  const text = await (await fetch(`${storefront.server.metricsOrigin}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^harbor_service_operation_duration_seconds_count\{[^}]*\} (\d+)/gm))
    total += Number(match[1]);
  return total;
}

describe('search results and catalog pages', () => {
  it('answer a repeated search or page without a service call, and the next one after a publish from the new release', async () => {
    const { origin } = storefront.server;
    const shopper = new PageBrowser(origin);
    // A page as the shopper's browser opens it, and whether the answer cache gave it unrendered.
    const open = async (pathAndQuery: string) => {
      const { status, headers, body } = await shopper.request(pathAndQuery);
      return { status, html: body, kept: headers['x-answer-cache'] === 'HIT' };
    };
    expect((await open('/en-us')).status).toBe(200);

    const first = await open('/en-us/search?q=beanie');
    expect(first.status).toBe(200);
    expect(first.html).toContain('Wool Beanie');
    const before = await serviceCalls();
    const again = await open('/en-us/search?q=beanie');
    expect(again).toEqual({ ...first, kept: true });
    // The same search as the page reads it (spaces, a parameter it ignores): one answer too.
    expect((await open('/en-us/search?q=%20beanie%20&utm_source=x')).html).toBe(first.html);
    expect(await serviceCalls()).toBe(before);

    // A catalog page too (issue 28 point 1): the second opening is the first answer, unrendered.
    const product = await open('/en-us/products/wool-beanie');
    expect(product.status).toBe(200);
    expect(product.html).toContain('Wool Beanie');
    expect(await open('/en-us/products/wool-beanie')).toEqual({ ...product, kept: true });

    // The merchandiser renames the beanie and publishes: the very next search shows the new name.
    const name = `Searchable Beanie ${run}`;
    const renamed = await renameProduct(origin, await adminToken(origin), BEANIE, name);
    expect(renamed.status).toBe(200);
    // Not before the publish: shoppers see the live release.
    expect((await open('/en-us/search?q=beanie')).html).not.toContain(name);
    const published = await publish(await merchandiserOn(origin), origin);
    expect(published.status).toBe(201);
    const after = await open('/en-us/search?q=beanie');
    expect(after.status).toBe(200);
    expect(after.html).toContain(name);
    const productAfter = await open('/en-us/products/wool-beanie');
    expect(productAfter).toMatchObject({ status: 200, kept: false });
    expect(productAfter.html).toContain(name);

    // A render under way at the publish is stored just after it, with the old name: a few seconds
    // later the publish expires the pages once more, so each is rendered again on its next visit.
    expect(await open('/en-us/products/wool-beanie')).toMatchObject({ kept: true });
    await sleep(6_000);
    const { headers } = await shopper.request('/en-us/products/wool-beanie');
    expect(headers).toMatchObject({ 'x-nextjs-cache': 'MISS' });
    expect(headers).not.toHaveProperty('x-answer-cache');
  }, 120_000);
});
