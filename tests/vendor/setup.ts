import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { listenToServiceExchanges } from '@/lib/service/testing/exchanges';
import type { ExchangeTally } from './exchange-tally';
import type { PreparedDocuments } from './vendor-conformance';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/vendor/global-setup.ts when `VENDOR_OPENAPI_DIR` names the vendor's documents. */
    vendorConformance: PreparedDocuments | undefined;
  }
}

/**
 * Every test file's setup (vitest.config.ts): when the vendor's documents are there, every answer a
 * test service gives over HTTP is held against the vendor's schema for its operation and status, and
 * the test during which an answer deviates (beyond the known list) fails, naming what deviates.
 */
const prepared = inject('vendorConformance');

if (prepared) {
  let tally: Promise<ExchangeTally> | undefined;
  const pending: Promise<unknown>[] = [];
  const problems: unknown[] = [];

  listenToServiceExchanges((exchange) => {
    tally ??= (async () => {
      const [{ ExchangeTally }, { loadVendorConformance }] = await Promise.all([
        import('./exchange-tally'),
        import('./vendor-conformance'),
      ]);
      return new ExchangeTally((await loadVendorConformance(prepared))!);
    })();
    pending.push(tally.then((t) => t.record(exchange)).catch((error: unknown) => problems.push(error)));
  });

  const settle = async (): Promise<ExchangeTally | undefined> => {
    while (pending.length > 0) await Promise.all(pending.splice(0));
    if (problems.length > 0) throw problems.splice(0)[0];
    return tally;
  };

  const failOnNew = async (current: ExchangeTally | undefined) => {
    const fresh = current?.takeNew() ?? [];
    if (fresh.length === 0) return;
    const { describeDeviation } = await import('./exchange-tally');
    throw new Error(
      `${fresh.length} answer(s) differ from the vendor's OpenAPI documents ` +
        `(fix them, or, while another area's fix is under way, list them in tests/vendor/known-deviations.ts):\n` +
        fresh.map(describeDeviation).join('\n'),
    );
  };

  afterEach(async () => failOnNew(await settle()));

  afterAll(async () => {
    const current = await settle();
    listenToServiceExchanges(undefined);
    if (!current) return;
    const file = expect.getState().testPath ?? 'unknown';
    const report = current.report(path.relative(process.cwd(), file));
    const name = `${path.basename(file)}-${process.pid}-${Date.now()}.json`;
    await writeFile(path.join(prepared.reportDirectory, name), JSON.stringify(report));
    await failOnNew(current);
  });
}
