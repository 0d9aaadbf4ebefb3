import type { ProductStatus } from '@/lib/commerce/schemas/merchandising';
import type { Purge } from '@/lib/platform/cdn-purge';
import type { Announcement } from '@/lib/platform/shared-cache';

/**
 * What the merchandising route handlers (app/api/merchandising/**) answer and their screens read:
 * plain data, browser-safe (no server-only imports), as the shopper's views are. The handlers build
 * them in merchandising-handlers.server.ts; the components type their requests with them.
 */

/** A product's name, description or status saved (its prices too, where the store keeps them). */
export interface ProductSaved {
  id: string;
  name: string;
  status: ProductStatus;
}

/** A new main picture, as the product page will draw it after the next publish. */
export interface PictureSaved {
  id: string;
  src: string;
  fileName: string;
}

/** A parent's children rebuilt from its variations (spec 2.7 rule 4), as counts. */
export interface ProductBuilt {
  children: number;
  created: number;
  removed: number;
}

/** A preview opened: the release shown, and where to open it. */
export interface PreviewOpened {
  catalogId: string;
  releaseId: string;
  next: string;
}

/** A release published, and whether every cache in front of shoppers was told. */
export interface ReleasePublished {
  id: string;
  name: string | null;
  publishedAt: string;
  productCount: number | null;
  /** Whether every storefront instance was told (lib/platform/shared-cache.ts). */
  storefronts: Announcement;
  /** Whether the shared cache in front was purged (lib/platform/cdn-purge.ts). */
  sharedCache: Purge;
}

/** A variation option created or changed. */
export interface OptionSaved {
  id: string;
  name: string;
  sortOrder: number | null;
}
