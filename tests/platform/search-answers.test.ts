import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoId } from '@/lib/service/catalog/demo-ids';
import {
  PageBrowser,
  adminToken,
  merchandiserOn,
  publish,
  renameProduct,
  storefrontForFile,
} from '../support/server';

/**
 * Issue 28 point 4: search results are kept whole for the shoppers who ask alike
 * (lib/storefront/catalog/search-answers.ts): a repeated search reaches no service, and a publish
 * shows the new release on the very next search. Service calls are counted where the service
 * counts what it serves (/metrics), on the production build with a data directory of its own.
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

describe('search results', () => {
  it('answer a repeated search without a service call, and the next search after a publish from the new release', async () => {
    const { origin } = storefront.server;
    const shopper = new PageBrowser(origin);
    expect((await shopper.open('/en-us')).status).toBe(200);

    const first = await shopper.open('/en-us/search?q=beanie');
    expect(first.status).toBe(200);
    expect(first.html).toContain('Wool Beanie');
    const before = await serviceCalls();
    const again = await shopper.open('/en-us/search?q=beanie');
    expect(again.status).toBe(200);
    expect(again.html).toBe(first.html);
    // The same search as the page reads it (spaces, a parameter it ignores): one answer too.
    expect((await shopper.open('/en-us/search?q=%20beanie%20&utm_source=x')).html).toBe(first.html);
    expect(await serviceCalls()).toBe(before);

    // The merchandiser renames the beanie and publishes: the very next search shows the new name.
    const name = `Searchable Beanie ${run}`;
    const renamed = await renameProduct(origin, await adminToken(origin), BEANIE, name);
    expect(renamed.status).toBe(200);
    // Not before the publish: shoppers see the live release.
    expect((await shopper.open('/en-us/search?q=beanie')).html).not.toContain(name);
    const published = await publish(await merchandiserOn(origin), origin);
    expect(published.status).toBe(201);
    const after = await shopper.open('/en-us/search?q=beanie');
    expect(after.status).toBe(200);
    expect(after.html).toContain(name);
  }, 120_000);
});
