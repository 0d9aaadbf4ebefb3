import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '@/lib/service/demo/catalog/ids';
import { copyStandalone, startServer, type ServerProcess } from '@/scripts/standalone/server-process';
import { startServiceProcess, type ServiceProcess } from '@/scripts/standalone/service-process';
import { ancestorsOf, startCollector, type Collector } from './otlp-collector';
import { seededDataDir } from '../support/server';

/**
 * The storefront with a remote commerce service (`COMMERCE_BASE_URL` pointing at `npm run service`),
 * both sending traces to one collector: a page's trace crosses the process boundary in the W3C
 * `traceparent` the commerce client sends, and the request's id goes along in `X-Request-Id`.
 */
const work = mkdtempSync(path.join(tmpdir(), 'harbor-remote-trace-'));
let collector: Collector;
let service: ServiceProcess;
let storefront: ServerProcess;

beforeAll(async () => {
  collector = await startCollector();
  service = await startServiceProcess({
    dataDir: seededDataDir(path.join(work, 'service')),
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_BSP_SCHEDULE_DELAY: '200' },
    // Its log is read below: every line of the test's few requests.
    keptLines: 5_000,
  });
  const serviceOrigin = service.origin;
  storefront = await startServer({
    name: 'storefront',
    directory: copyStandalone(path.join(work, 'app')),
    env: {
      COMMERCE_BASE_URL: `${serviceOrigin}/commerce`,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
  });
}, 240_000);

afterAll(async () => {
  await storefront?.terminate('SIGINT', 10_000);
  await service?.stop();
  await collector?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a page served with a remote commerce service', () => {
  it('is one trace from the storefront into the service and its SQL, and one request id', async () => {
    const requestId = `trace-test-${randomBytes(6).toString('hex')}`;
    const page = await fetch(`${storefront.origin}/en-us/products/${demoId.product('hiking-boot')}`, {
      headers: { 'X-Request-Id': requestId },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(requestId);

    const isRemoteOperation = (name: string) => name.startsWith('GET /commerce/catalog/products/');
    await expect
      .poll(() => collector.spans.filter((span) => span.service === 'harbor-commerce-service').length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    // The whole trace, down from Next's root span, once every process has exported its part.
    const findSql = () =>
      collector.spans.find((span) => {
        if (span.service !== 'harbor-commerce-service' || span.scope !== 'harbor.storage') return false;
        const ancestors = ancestorsOf(collector.spans, span);
        return (
          ancestors.some((parent) => isRemoteOperation(parent.name)) && ancestors.at(-1)?.parentSpanId === ''
        );
      });
    await expect.poll(findSql, { timeout: 20_000 }).toBeDefined();
    const sql = findSql()!;
    const chain = ancestorsOf(collector.spans, sql);
    const operation = chain.find((span) => isRemoteOperation(span.name))!;
    expect(operation.service).toBe('harbor-commerce-service');
    // Its parent is the storefront's commerce client span, in the other process: the traceparent.
    const client = chain[chain.indexOf(operation) + 1]!;
    expect(client).toMatchObject({ service: 'harbor-storefront', scope: 'harbor.commerce-client', kind: 3 });
    expect(chain.at(-1)).toMatchObject({ service: 'harbor-storefront', scope: 'next.js', parentSpanId: '' });
    expect(new Set([sql, ...chain].map((span) => span.traceId)).size).toBe(1);

    // The service's log lines for the storefront's calls carry the page request's id.
    await expect
      .poll(() =>
        service
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { requestId?: string; msg: string; path?: string })
          .some(
            (line) =>
              line.requestId === requestId && line.msg === 'request' && line.path?.startsWith('/commerce/'),
          ),
      )
      .toBe(true);
  });
});
