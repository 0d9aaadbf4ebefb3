import { startCatalogService, type CatalogTestService } from '../testing/catalog';

export { errorOf } from '../testing/catalog';

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface MerchandisingTestService extends CatalogTestService {
  /** Any method, with the admin token unless another (or null for none) is given; JSON in and out. */
  send<T = unknown>(
    method: string,
    path: string,
    options?: { json?: unknown; token?: string | null; headers?: Record<string, string>; body?: string },
  ): Promise<Answer<T>>;
}

/** A service on fresh storage (PGlite, or PostgreSQL with TEST_DATABASE_URL) holding the demo catalog. */
export async function startMerchandisingService(): Promise<MerchandisingTestService> {
  const t = await startCatalogService();
  return {
    ...t,
    async send<T>(
      method: string,
      path: string,
      options: {
        json?: unknown;
        token?: string | null;
        headers?: Record<string, string>;
        body?: string;
      } = {},
    ) {
      const token = options.token === null ? undefined : (options.token ?? t.admin);
      const response = await t.svc.request(path, {
        method,
        token,
        json: options.json,
        headers: options.headers,
        body: options.body,
      });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : undefined) as T,
        headers: response.headers,
      };
    },
  };
}
