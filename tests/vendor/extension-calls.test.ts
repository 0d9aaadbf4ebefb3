import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '@/lib/service/testing/harness';
import { CATALOG_SEARCH, isExtensionCall } from '@/e2e/support/vendor-only-proxy';
import { loadVendorConformance } from './vendor-conformance';

/**
 * Issue 23 point 7: the proxy of the journey without extensions (e2e/without-extensions.spec.ts)
 * refuses exactly the service's operations that the vendor's documents lack, so a new extension
 * is refused there too (and listed in the README) and no vendor operation is.
 */
const vendor = await loadVendorConformance();
if (!vendor) console.info('extension calls: not run (VENDOR_OPENAPI_DIR names no vendor documents)');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** A file's bytes: where its link leads (the vendor's CDN), not an operation of the API. */
const FILE_BYTES = '/files/{id}';

describe.runIf(vendor)('the journey’s proxy and the vendor’s documents', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service?.close();
  });

  it('refuses every operation of the service the vendor does not have, and no other', async () => {
    const conformance = (await vendor)!;
    const document = (await (await service.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const wrong: string[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      if (template === FILE_BYTES) continue;
      const path = template.replace(/\{[^}]+\}/g, 'x1');
      for (const method of Object.keys(item).filter((key) => METHODS.includes(key))) {
        const upper = method.toUpperCase();
        const extension = conformance.index.match(upper, path).length === 0;
        if (extension !== isExtensionCall(upper, path))
          wrong.push(
            `${upper} ${template}: ${extension ? 'an extension the proxy lets through' : 'refused'}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('can also refuse the shopper catalog’s search, which is the vendor’s own (a store without search)', async () => {
    const conformance = (await vendor)!;
    const path = '/catalog/multi-search';
    expect(CATALOG_SEARCH.path.test(path)).toBe(true);
    expect(conformance.index.match(CATALOG_SEARCH.method, path).length).toBeGreaterThan(0);
    expect(isExtensionCall(CATALOG_SEARCH.method, path)).toBe(false);
  });
});
