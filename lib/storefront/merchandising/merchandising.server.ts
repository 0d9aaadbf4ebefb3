import 'server-only';
import { listProducts } from '@/lib/commerce/operations/catalog';
import {
  findProductPrice,
  getCatalog,
  getDraftProduct,
  getFile,
  getMainImage,
  listDraftProducts,
  getRelease,
  listCatalogs,
  listReleases,
  listVariations,
} from '@/lib/commerce/operations/merchandising';
import { listOrdersToReview } from '@/lib/commerce/operations/orders';
import type { Result } from '@/lib/commerce/result';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { assetResolver } from '@/lib/storefront/catalog/assets.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';
import { ordersToReview, type OrderToReviewView } from './order-review-view';
import {
  amountsView,
  draftProductRow,
  productBasics,
  type DraftProductRow,
  type PictureView,
  type PriceBookView,
  type ProductEditView,
} from './product-edit-view';
import { diffReleases, type DiffWords, type ReleaseDiff } from './release-diff';
import {
  catalogReleasesView,
  toCatalogView,
  toReleaseView,
  type CatalogReleasesView,
  type CatalogView,
  type ReleaseView,
} from './release-view';
import { toVariationSummary, type VariationSummaryView } from './variation-view';

/**
 * The merchandiser's reads, all with the administrator's token and never cached: they must show
 * the service as it is now (a release just published, an option just added), and only to a
 * signed-in merchandiser (callers check the session first).
 */
const PAGE = 100;
/** Spec §8: `page[offset]` stops at 10000, so a listing can be read up to 10000 + one page. */
const MAX_OFFSET = 10_000;

const ok = <T>(data: T): Result<T> => ({ ok: true, data, status: 200, headers: new Headers() });

async function allPages<T>(
  read: (offset: number) => Promise<Result<{ data: T[]; meta: { results: { total: number } } }>>,
): Promise<Result<{ items: T[]; total: number }>> {
  const items: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await read(offset);
    if (!page.ok) return page;
    items.push(...page.data.data);
    const total = page.data.meta.results.total;
    if (page.data.data.length === 0 || items.length >= total || offset + PAGE > MAX_OFFSET)
      return ok({ items, total });
  }
}

/** Every catalog with its retained releases (spec 4.7 rule 2: at most three each). */
export async function loadCatalogReleases(): Promise<Result<CatalogReleasesView[]>> {
  const client = adminClient();
  const catalogs = await allPages((offset) => listCatalogs(client, { limit: PAGE, offset }));
  if (!catalogs.ok) return catalogs;
  const releases = await Promise.all(
    catalogs.data.items.map((catalog) => listReleases(client, catalog.id, { limit: PAGE })),
  );
  const failed = releases.find((result) => !result.ok);
  if (failed && !failed.ok) return failed;
  return ok(
    catalogs.data.items.map((catalog, index) => {
      const kept = releases[index]!;
      return catalogReleasesView(catalog, kept.ok ? kept.data.data : []);
    }),
  );
}

interface ReleaseProducts {
  products: CatalogProduct[];
  total: number;
  /** False when the release holds more products than paging can reach (spec §8 offset limit). */
  complete: boolean;
}

/** Every live product of a release (spec 4.7), a page of 100 at a time. */
async function loadReleaseProducts(catalogId: string, releaseId: string): Promise<Result<ReleaseProducts>> {
  const client = adminClient();
  const source = { kind: 'release', catalogId, releaseId } as const;
  const pages = await allPages((offset) => listProducts(client, { limit: PAGE, offset }, source));
  if (!pages.ok) return pages;
  return ok({
    products: pages.data.items,
    total: pages.data.total,
    complete: pages.data.items.length >= pages.data.total,
  });
}

export interface ReleaseComparison {
  catalog: CatalogView;
  /** The older side: the chosen release, or the latest when the other side is unpublished data. */
  base: ReleaseView;
  /** The newer side: the latest release, or the unpublished data (`unpublished`). */
  latest: ReleaseView;
  /** The newer side is the current, unpublished data: what publishing would change. */
  unpublished: boolean;
  diff: ReleaseDiff;
  /** Both listings were read to the end. */
  complete: boolean;
}

/**
 * A release against the catalog's latest: both listings paged through (two releases of n products
 * take 2·⌈n/100⌉ requests, and the diff is linear in n), then compared by product id. A preview of
 * the unpublished data is compared the other way round: the latest release, then what it would become.
 */
export async function compareWithLatest(
  catalogId: string,
  releaseId: string,
  words: DiffWords,
): Promise<Result<ReleaseComparison>> {
  const client = adminClient();
  const [catalog, base, latest] = await Promise.all([
    getCatalog(client, catalogId),
    getRelease(client, catalogId, releaseId),
    getRelease(client, catalogId, 'latest'),
  ]);
  if (!catalog.ok) return catalog;
  if (!base.ok) return base;
  if (!latest.ok) return latest;
  const chosen = toReleaseView(base.data.data);
  const current = toReleaseView(latest.data.data);
  const unpublished = chosen.unpublishedPreview;
  const [older, newer] = unpublished ? [current, chosen] : [chosen, current];
  const [before, after] = await Promise.all([
    loadReleaseProducts(catalogId, older.id),
    loadReleaseProducts(catalogId, newer.id),
  ]);
  if (!before.ok) return before;
  if (!after.ok) return after;
  return ok({
    catalog: toCatalogView(catalog.data.data),
    base: older,
    latest: newer,
    unpublished,
    diff: diffReleases(before.data.products, after.data.products, words),
    complete: before.data.complete && after.data.complete,
  });
}

/** The orders to check before they ship, newest first (the first 100), each with why. */
export async function loadOrdersToReview(): Promise<Result<OrderToReviewView[]>> {
  const orders = await listOrdersToReview(adminClient(), { limit: 100 });
  return orders.ok ? ok(ordersToReview(orders.data.data)) : orders;
}

/** Every product of the draft data a merchandiser manages one by one, by name, with its status. */
export async function loadDraftProducts(): Promise<Result<DraftProductRow[]>> {
  const client = adminClient();
  const products = await allPages((offset) => listDraftProducts(client, { limit: PAGE, offset }));
  return products.ok ? ok(products.data.items.map(draftProductRow)) : products;
}

export interface VariationsOverview {
  /** Each variation with the parent products built from it, as the draft data has them. */
  variations: VariationSummaryView[];
}

export interface PreviewedRelease {
  catalog: CatalogView;
  release: ReleaseView;
}

/** What the preview banner names: the release and its catalog. */
export async function loadPreviewedRelease(
  catalogId: string,
  releaseId: string,
): Promise<Result<PreviewedRelease>> {
  const client = adminClient();
  const [catalog, release] = await Promise.all([
    getCatalog(client, catalogId),
    getRelease(client, catalogId, releaseId),
  ]);
  if (!catalog.ok) return catalog;
  if (!release.ok) return release;
  return ok({ catalog: toCatalogView(catalog.data.data), release: toReleaseView(release.data.data) });
}

/** Every variation with its options, and the parents built from them (to rebuild). */
export async function loadVariationsOverview(): Promise<Result<VariationsOverview>> {
  const client = adminClient();
  const variations = await allPages((offset) => listVariations(client, { limit: PAGE, offset }));
  if (!variations.ok) return variations;
  const parentIds = [
    ...new Set(
      variations.data.items.flatMap(
        (variation) => variation.relationships?.products?.data.map((ref) => ref.id) ?? [],
      ),
    ),
  ];
  const parents = await Promise.all(parentIds.map((id) => getDraftProduct(client, id)));
  const failed = parents.find((result) => !result.ok);
  if (failed && !failed.ok) return failed;
  const byId = new Map(
    parents.flatMap((result) => (result.ok ? [[result.data.data.id, result.data.data] as const] : [])),
  );
  return ok({ variations: variations.data.items.map((variation) => toVariationSummary(variation, byId)) });
}

/**
 * One product as the merchandiser edits it: the draft data's name, description and status, its
 * main picture, and its price in each catalog's price book (the catalogs sharing a book share it).
 */
export async function loadProductEdit(productId: string): Promise<Result<ProductEditView>> {
  const client = adminClient();
  const [product, image, catalogs] = await Promise.all([
    getDraftProduct(client, productId),
    getMainImage(client, productId),
    allPages((offset) => listCatalogs(client, { limit: PAGE, offset })),
  ]);
  if (!product.ok) return product;
  if (!image.ok) return image;
  if (!catalogs.ok) return catalogs;
  const books = new Map<string, string[]>();
  for (const catalog of catalogs.data.items) {
    const id = catalog.attributes.pricebook_id;
    if (id) books.set(id, [...(books.get(id) ?? []), catalog.attributes.name]);
  }
  const sku = product.data.data.attributes.sku;
  const prices = await Promise.all([...books.keys()].map((id) => findProductPrice(client, id, sku)));
  // A service without the price books' prices (404) shows the product without them.
  const failed = prices.find((result) => !result.ok && result.error.status !== 404);
  if (failed && !failed.ok) return failed;
  const priceBooks: PriceBookView[] = [...books].map(([pricebookId, catalogNames], index) => {
    const found = prices[index]!;
    return {
      pricebookId,
      catalogNames,
      amounts: amountsView(found.ok ? found.data.data[0]?.attributes.currencies : undefined),
    };
  });
  let picture: PictureView | null = null;
  const fileId = image.data.data[0]?.id;
  if (fileId) {
    const file = await getFile(client, fileId);
    if (file.ok) {
      const { attributes } = file.data.data;
      picture = {
        src: assetResolver()(attributes.href),
        width: attributes.width ?? 800,
        height: attributes.height ?? 800,
        fileName: attributes.file_name,
      };
    }
  }
  const previewCatalog = catalogs.data.items.find(
    (catalog) => catalog.attributes.pricebook_id === priceBooks[0]?.pricebookId,
  );
  return ok({
    ...productBasics(product.data.data),
    picture,
    priceBooks,
    previewCatalogId: previewCatalog?.id ?? catalogs.data.items[0]?.id ?? null,
  });
}
