import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG, demoId } from '@/lib/service/demo/catalog/ids';
import { storefrontForFile } from '../support/server';

/**
 * Issue 24 point 2: the page cache does not fill the disk. Every product, listing and filter page is
 * cached whole on its first visit; made-up listing queries and unknown ids must not each become a
 * page kept on disk. Against the production build, as the image runs it.
 */
const storefront = storefrontForFile('harbor-page-cache-');
const { directory } = storefront;
const APPAREL = DEMO_CATALOG.hierarchies.apparel;

/** Bytes under a directory (symbolic links not followed). */
function sizeOf(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return total + sizeOf(full);
    return total + (entry.isFile() ? statSync(full).size : 0);
  }, 0);
}

const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
const word = () => `zz${randomBytes(5).toString('hex')}`;

/** A listing address with a made-up query: tags, pages, sorts, sizes and types of any value. */
function randomListing(): string {
  const search = new URLSearchParams();
  for (let i = Math.floor(Math.random() * 3); i > 0; i--) search.append('tag', word());
  if (Math.random() < 0.6) search.set('page', String(1 + Math.floor(Math.random() * 400)));
  if (Math.random() < 0.4) search.set('sort', pick(['name', 'price-asc', 'newest', word()]));
  if (Math.random() < 0.3) search.set('size', pick(['12', '48', '100', '7']));
  if (Math.random() < 0.3) search.set('type', pick(['standard', 'bundle', word()]));
  // The old address with the id answers a redirect to the slug path, with the listing's clean query.
  const scope = pick([
    '/en-us/shop',
    '/en-us/shop/apparel',
    `/en-us/shop/${APPAREL}`,
    `/fr-fr/shop/apparel/men`,
  ]);
  return `${scope}?${search}`;
}

function randomUnknownId(): string {
  return pick([
    `/en-us/products/${randomUUID()}`,
    `/en-us/shop/${randomUUID()}`,
    `/en-us/shop/${APPAREL}/${randomUUID()}`,
    `/en-us/products/${word()}`,
    `/en-us/shop/apparel/${word()}`,
    `/en-us/shop/${word()}/men`,
  ]);
}

/** Sends the requests a few at a time, as a scanner would, and keeps each answer's status and Location. */
async function sendAll(
  paths: string[],
): Promise<{ path: string; status: number; location: string | null }[]> {
  const answers: { path: string; status: number; location: string | null }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const pathAndQuery = paths[next++]!;
      const response = await fetch(`${storefront.server.origin}${pathAndQuery}`, {
        redirect: 'manual',
        headers: { 'Sec-Fetch-Mode': 'navigate', Cookie: 'market=en-us' },
      });
      await response.arrayBuffer();
      answers.push({
        path: pathAndQuery,
        status: response.status,
        location: response.headers.get('location'),
      });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return answers;
}

describe('the page cache', () => {
  it('grows by less than 5 MB on disk for 1,000 made-up listing queries and 1,000 unknown ids', async () => {
    // The pages people do visit are cached as before.
    for (const known of [
      '/en-us/shop',
      `/en-us/shop/${APPAREL}`,
      '/en-us/shop/apparel/men',
      `/en-us/products/${demoId.product('wool-beanie')}`,
      '/en-us/products/merino-sweater',
    ])
      expect((await fetch(`${storefront.server.origin}${known}`)).status).toBe(200);
    const before = sizeOf(path.join(directory, '.next'));

    const listings = await sendAll(Array.from({ length: 1000 }, randomListing));
    for (const answer of listings) {
      expect([200, 307, 308], `${answer.path}: ${answer.status}`).toContain(answer.status);
      // A made-up tag, sort, type or page never becomes an address of its own.
      if (answer.location) expect(answer.location, answer.path).not.toMatch(/zz[0-9a-f]{10}/);
      if (answer.location) {
        const page = Number(new URL(answer.location, storefront.server.origin).searchParams.get('page') ?? 1);
        expect(page, answer.location).toBeLessThanOrEqual(9);
      }
    }
    const unknown = await sendAll(Array.from({ length: 1000 }, randomUnknownId));
    for (const answer of unknown) expect(answer.status, answer.path).toBe(404);

    const grown = sizeOf(path.join(directory, '.next')) - before;
    expect(grown).toBeLessThan(5 * 1024 * 1024);
    // The pages people visit are still there.
    expect(
      (await fetch(`${storefront.server.origin}/en-us/products/${demoId.product('wool-beanie')}`)).status,
    ).toBe(200);
    expect((await fetch(`${storefront.server.origin}/en-us/products/wool-beanie`)).status).toBe(200);
  }, 300_000);
});
