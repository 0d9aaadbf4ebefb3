import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '@/lib/commerce/demo-client';
import { DEMO_CATALOG } from '@/lib/service/demo/catalog/ids';
import { copyStandalone, startServer, type ServerProcess } from '@/scripts/standalone/server-process';

/**
 * What the tests of the production build share (tests/platform, tests/cluster): browsers that keep
 * cookies, the merchandiser's and the administrator's requests, and one started storefront per file.
 */
const MAIN_CATALOG = DEMO_CATALOG.catalogs.standard;

/**
 * The cookies one browser would hold, sent to whichever instance a request goes to: what a
 * balancer in front of them sees when the browser uses one public address.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The value of a cookie this browser holds. */
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Another browser holding a copy of these cookies, as someone who copied them would. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** The Origin a browser sends with a request from the page it is on. */
export const sameOrigin = (origin: string) => ({ Origin: origin });

export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  expect(response.ok, `${response.status} ${response.url}: ${text.slice(0, 300)}`).toBe(true);
  return JSON.parse(text) as T;
}

/** A token of the service's administrator (the demo client's credentials). */
export async function adminToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/commerce/oauth/access_token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
    }),
  });
  return (await json<{ access_token: string }>(response)).access_token;
}

/** Renames a product in the service's catalog (not yet published). */
export function renameProduct(origin: string, token: string, productId: string, name: string) {
  return fetch(`${origin}/commerce/pcm/products/${productId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { type: 'product', id: productId, attributes: { name } } }),
  });
}

/** A merchandiser's browser, signed in on `origin`. */
export async function merchandiserOn(origin: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await jar.fetch(`${origin}/api/merchandising/session`, {
    method: 'POST',
    headers: { ...sameOrigin(origin), 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'merchandiser-demo' }),
  });
  expect(response.status).toBe(200);
  return jar;
}

/** The merchandiser publishes the catalog (the demo's main one unless named), as the publish button does. */
export function publish(merchandiser: CookieJar, origin: string, catalogId: string = MAIN_CATALOG) {
  return merchandiser.fetch(`${origin}/api/merchandising/catalogs/${catalogId}/releases`, {
    method: 'POST',
    headers: { ...sameOrigin(origin), 'Content-Type': 'application/json' },
    body: '{}',
  });
}

/**
 * A shopper's browser opening pages, over `node:http`: fetch says `Sec-Fetch-Mode: cors` whatever
 * it is told, and the storefront keeps the cookies and the shared caching for pages a shopper opens
 * (`navigate`), as a browser says. The first page gives it its cookies (its cart id, its market).
 */
export class PageBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  /** One request, as the browser sends it; redirects are not followed. */
  request(
    pathAndQuery: string,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    const headers: http.OutgoingHttpHeaders = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      http
        .get(`${this.origin}${pathAndQuery}`, { headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const separator = pair.indexOf('=');
              this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
          });
        })
        .on('error', reject);
    });
  }

  /** A page, following redirects (a product's id address leads to its page). */
  async open(pathAndQuery: string): Promise<{ status: number; html: string; cache: string | undefined }> {
    let address = pathAndQuery;
    for (let hops = 0; hops < 3; hops++) {
      const answer = await this.request(address);
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && location) {
        const next = new URL(location, this.origin);
        address = `${next.pathname}${next.search}`;
        continue;
      }
      const cache = answer.headers['x-cache'];
      return { status: answer.status, html: answer.body, cache: Array.isArray(cache) ? cache[0] : cache };
    }
    throw new Error(`too many redirects from ${pathAndQuery}`);
  }

  /** A page, which must be there. */
  async page(pathAndQuery: string) {
    const answer = await this.open(pathAndQuery);
    expect(answer.status, pathAndQuery).toBe(200);
    return answer;
  }
}

export interface StorefrontOptions {
  port?: number;
  /** More settings, or other values for the defaults (a fresh data directory and session secret). */
  env?: Record<string, string>;
}

/**
 * A data directory that starts with the demo data, copied from the one the run seeded
 * (tests/support/seeded-data-setup.ts): a server started on it skips the seeding that takes most of
 * a first start.
 */
export function seededDataDir(directory: string): string {
  cpSync(inject('seededDataDir'), directory, { recursive: true });
  return directory;
}

/**
 * The production build for one test file, as the image runs it: a copy of the standalone build on a
 * data directory of its own (in a scratch directory removed after the file), started before the
 * file's tests (after `before`, whose settings it takes) and stopped after them.
 */
export function storefrontForFile(
  prefix: string,
  before: () => Promise<StorefrontOptions> | StorefrontOptions = () => ({}),
): { readonly server: ServerProcess; readonly directory: string } {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const directory = path.join(work, 'app');
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    const { port, env } = await before();
    server = await startServer({
      name: 'storefront',
      directory: copyStandalone(directory),
      port,
      env: {
        COMMERCE_DATA_DIR: seededDataDir(path.join(work, 'data')),
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        SHUTDOWN_DRAIN_SECONDS: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.terminate('SIGINT', 10_000);
    rmSync(work, { recursive: true, force: true });
  });
  return {
    get server() {
      if (!server) throw new Error('the storefront is not started yet');
      return server;
    },
    directory,
  };
}
