import type { CatalogProduct, HierarchyNode } from '@/lib/commerce/schemas/catalog';
import { startTestService, type TestService } from './harness';
import { seedDemoCatalog } from '../demo/catalog/seeder';

export interface ListBody<T> {
  data: T[];
  meta: {
    results: { total: number };
    page: { limit: number; offset: number; current: number; total: number };
  };
  links: { self: string; first: string; last: string | null; prev: string | null; next: string | null };
  included?: { component_products?: CatalogProduct[]; main_images?: FileBody[]; files?: FileBody[] };
}

export interface FileBody {
  id: string;
  type: 'file' | 'main_image';
  attributes: {
    file_name: string;
    mime_type: string;
    file_size: number;
    href: string;
    width?: number;
    height?: number;
  };
}

export type ProductList = ListBody<CatalogProduct>;
export type NodeList = ListBody<HierarchyNode>;

export interface CatalogTestService {
  svc: TestService;
  shopper: string;
  admin: string;
  /** GET with the shopper token unless another is given; the body parsed as JSON. */
  get<T = unknown>(
    path: string,
    init?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/** A service on fresh storage (PGlite, or PostgreSQL with TEST_DATABASE_URL) with the demo catalog. */
export async function startCatalogService(
  overrides: Parameters<typeof startTestService>[0] = {},
): Promise<CatalogTestService> {
  const svc = await startTestService(overrides);
  await seedDemoCatalog(svc.service.storage);
  const [shopper, admin] = await Promise.all([svc.token('implicit'), svc.token('admin')]);
  return {
    svc,
    shopper,
    admin,
    async get<T>(path: string, init: { token?: string | null; headers?: Record<string, string> } = {}) {
      const token = init.token === null ? undefined : (init.token ?? shopper);
      const response = await svc.request(path, { token, headers: init.headers });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : undefined) as T,
        headers: response.headers,
      };
    },
    close: () => svc.close(),
  };
}

/** The first error of an error envelope body. */
export function errorOf(body: unknown): {
  status: string;
  title: string;
  detail?: string;
  meta?: Record<string, unknown>;
} {
  const errors = (body as { errors?: { status: string; title: string; detail?: string }[] }).errors;
  if (!errors?.[0]) throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  return errors[0];
}
