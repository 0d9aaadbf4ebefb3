import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRequestId } from '../request-context';
import { addReadinessCheck } from './health';
import { drainSeconds, serve } from './http-server';
import { nextRouteLabeler, prefixRouteLabeler } from './route-labels';

/**
 * The platform's HTTP server in this process, in front of a stand-in application. Its drain, which
 * ends the process, is tested on the real production server (tests/platform).
 */
let origin: string;
let close: () => void;

beforeAll(async () => {
  const server = await serve({
    name: 'test server',
    port: 0,
    hostname: '127.0.0.1',
    routeOf: prefixRouteLabeler('/app'),
    handleSignals: false,
    handle: (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end(currentRequestId());
    },
  });
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  close = () => server.close();
});
afterAll(() => close?.());

describe("the platform's HTTP server", () => {
  it('hands the application each request inside its id, which the client gets back', async () => {
    const response = await fetch(`${origin}/app/page`);
    expect(response.headers.get('x-request-id')).toBe(await response.text());
  });

  it('is not ready while a check fails, and says which and why', async () => {
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    addReadinessCheck('test dependency', async () => {
      throw new Error('the test dependency is down');
    });
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: 'not ready',
      checks: { 'test dependency': 'the test dependency is down' },
    });
    // Liveness does not depend on anything.
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    addReadinessCheck('test dependency', async () => {});
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
  });

  it('reads SHUTDOWN_DRAIN_SECONDS, falling back to 5 for anything that is not a duration', () => {
    expect(drainSeconds(undefined)).toBe(5);
    expect(drainSeconds('0')).toBe(0);
    expect(drainSeconds('12.5')).toBe(12.5);
    expect(drainSeconds('-1')).toBe(5);
    expect(drainSeconds('soon')).toBe(5);
  });
});

describe('route labels', () => {
  it("name Next's route patterns, never the path as typed", () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'routes-'));
    writeFileSync(
      path.join(distDir, 'routes-manifest.json'),
      JSON.stringify({
        staticRoutes: [{ page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' }],
        dynamicRoutes: [
          { page: '/[market]', regex: '^/([^/]+?)(?:/)?$' },
          { page: '/[market]/products/[id]', regex: '^/([^/]+?)/products/([^/]+?)(?:/)?$' },
        ],
      }),
    );
    const routeOf = nextRouteLabeler(distDir);
    expect(routeOf('/robots.txt')).toBe('/robots.txt');
    expect(routeOf('/en-us')).toBe('/[market]');
    expect(routeOf('/fr-fr/products/123')).toBe('/[market]/products/[id]');
    expect(routeOf('/_next/static/chunks/a.js')).toBe('/_next/static');
    expect(routeOf('/readyz')).toBe('/readyz');
    expect(routeOf('/a/b/c/d')).toBe('unmatched');
  });
});
