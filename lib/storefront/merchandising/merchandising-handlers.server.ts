import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { checkImage, MAX_IMAGE_BYTES, type ImageRefusal } from '@/lib/commerce/images';
import {
  buildProduct,
  createCatalogPreview,
  createProductPrice,
  createVariationOption,
  deleteVariationOption,
  findProductPrice,
  getRelease,
  publishRelease,
  replaceMainImage,
  setProductStatus,
  updateProduct,
  updateProductPrice,
  updateVariationOption,
  uploadFile,
} from '@/lib/commerce/operations/merchandising';
import type { Result } from '@/lib/commerce/result';
import {
  PRODUCT_NAME_MAX,
  productStatus,
  type ProductPriceCurrencies,
} from '@/lib/commerce/schemas/merchandising';
import { sortOrder, variationOptionName } from '@/lib/commerce/schemas/variations';
import { CURRENCIES } from '@/lib/i18n/locales';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { purgeSharedCache } from '@/lib/platform/cdn-purge';
import { announceToInstances } from '@/lib/platform/shared-cache';
import { assetResolver } from '@/lib/storefront/catalog/assets.server';
import { CACHE_TAGS } from '@/lib/storefront/catalog/cache-tags';
import { adminClient } from '@/lib/storefront/commerce/clients.server';
import { dataAnswer, emptyAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { requestErrors } from '@/lib/storefront/http/error-words.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readMultipart } from '@/lib/storefront/http/read-body.server';
import { MERCHANDISER_FAILURE } from './handler-gate.server';
import type {
  OptionSaved,
  PictureSaved,
  PreviewOpened,
  ProductBuilt,
  ProductSaved,
  ReleasePublished,
} from './merchandising-answers';
import { previewReleaseSchema, startPreview } from './preview.server';
import { minorUnits } from './product-edit-view';

/**
 * The merchandiser's route handlers (app/api/merchandising/**): each checks the origin and the
 * session (requireMerchandiser) and reads the body with the schema below, then hands over to one of
 * these. Every call runs with the store's administrator token; the service's refusals keep their
 * words (MERCHANDISER_FAILURE), and what this side refuses is said in the merchandiser's language.
 */

const failed = (result: Result<unknown> & { ok: false }) => failureAnswer(result.error, MERCHANDISER_FAILURE);

const editWords = async () =>
  getTranslations({ locale: await requestMarket(), namespace: 'Merchandising.edit.errors' });

/** A description as long as a product page can sensibly hold. */
const DESCRIPTION_MAX = 10_000;

export const productEditBody = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(PRODUCT_NAME_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX),
  status: productStatus,
  /** Price book id → currency → amount in major units as typed ("43.21"), empty for none. */
  prices: z.record(z.string().min(1).max(64), z.partialRecord(z.enum(CURRENCIES), z.string().max(24))),
});
export type ProductEditBody = z.infer<typeof productEditBody>;

/**
 * Saves the merchandiser's edit of a product: its name, description and status (the vendor's
 * `PUT /pcm/products/{id}`), then its price in each price book given (`/pcm/pricebooks/{id}/prices`,
 * changed or created). Every typed amount is read before anything is sent, so a mistyped one saves
 * nothing. Shoppers see it after the next publish; a preview shows it before.
 */
export async function saveProductEdit(productId: string, edit: ProductEditBody): Promise<Response> {
  const t = await editWords();
  const books: [string, ProductPriceCurrencies][] = [];
  for (const [pricebookId, amounts] of Object.entries(edit.prices)) {
    const currencies: ProductPriceCurrencies = {};
    for (const [currency, text] of Object.entries(amounts)) {
      if (!text?.trim()) continue;
      const amount = minorUnits(text, currency);
      if (amount === null)
        return errorAnswer(400, t('amount', { currency }), {
          meta: { field: `prices.${pricebookId}.${currency}` },
        });
      currencies[currency] = { amount, includes_tax: false };
    }
    books.push([pricebookId, currencies]);
  }

  const client = adminClient();
  const { name, description, status } = edit;
  const changed = await updateProduct(client, productId, { name, description, status });
  if (!changed.ok) return failed(changed);
  const { sku } = changed.data.data.attributes;
  for (const [pricebookId, currencies] of books) {
    const existing = await findProductPrice(client, pricebookId, sku);
    // A service without the price books' prices (404, README "What the shop does without the
    // extensions"): the other fields are saved; a price typed is refused in words.
    if (!existing.ok && existing.error.status === 404) {
      if (Object.keys(currencies).length === 0) continue;
      return errorAnswer(404, t('pricesNotKept'), { meta: { field: `prices.${pricebookId}` } });
    }
    if (!existing.ok) return failed(existing);
    const price = existing.data.data[0];
    if (Object.keys(currencies).length === 0) {
      if (!price) continue;
      return errorAnswer(400, t('noPrice'), { meta: { field: `prices.${pricebookId}` } });
    }
    const saved = price
      ? await updateProductPrice(
          client,
          pricebookId,
          price.id,
          withKeptTax(currencies, price.attributes.currencies),
        )
      : await createProductPrice(client, pricebookId, sku, currencies);
    if (!saved.ok) return failed(saved);
  }
  const saved: ProductSaved = { id: changed.data.data.id, name: changed.data.data.attributes.name, status };
  return dataAnswer(saved);
}

/** An amount changes; whether it includes tax stays what the price book said. */
function withKeptTax(
  currencies: ProductPriceCurrencies,
  before: ProductPriceCurrencies,
): ProductPriceCurrencies {
  return Object.fromEntries(
    Object.entries(currencies).map(([currency, value]) => [
      currency,
      { ...value, includes_tax: before[currency]?.includes_tax ?? false },
    ]),
  );
}

/** Room for the multipart boundaries and headers around the largest picture. */
const MULTIPART_OVERHEAD = 16 * 1024;

const PICTURE_REFUSAL_STATUS: Record<ImageRefusal, number> = {
  empty: 422,
  'too-large': 413,
  'not-an-image': 422,
  'type-mismatch': 422,
};

/**
 * A new main picture for the product: the multipart `picture` part of the request, checked here as
 * the service checks it (a PNG, JPEG, WebP or GIF by its bytes, at most 1 MiB), uploaded to the
 * service's files (`POST /v2/files`) and made the product's main image. Shoppers see it after the
 * next publish. The body is read here, since its limit and refusals are the picture's own.
 */
export async function replaceProductPicture(request: Request, productId: string): Promise<Response> {
  const t = await editWords();
  const words = (refusal: ImageRefusal) =>
    refusal === 'too-large'
      ? t('pictureTooLarge', { size: '1 MB' })
      : t(refusal === 'empty' ? 'pictureEmpty' : 'notAPicture');
  const read = await readMultipart(request, MAX_IMAGE_BYTES + MULTIPART_OVERHEAD, words('too-large'));
  if (!read.ok) return read.response;
  const part = read.data.get('picture');
  if (!(part instanceof File)) return errorAnswer(400, t('pictureMissing'), { meta: { field: 'picture' } });
  const bytes = new Uint8Array(await part.arrayBuffer());
  const checked = checkImage(bytes, part.type);
  if (!checked.ok)
    return errorAnswer(PICTURE_REFUSAL_STATUS[checked.refusal], words(checked.refusal), {
      meta: { field: 'picture', reason: checked.refusal },
    });

  const client = adminClient();
  const picture = new Blob([bytes], { type: checked.image.mimeType });
  const uploaded = await uploadFile(client, picture, part.name || 'picture');
  if (!uploaded.ok) return failed(uploaded);
  const file = uploaded.data.data;
  const linked = await replaceMainImage(client, productId, file.id);
  if (!linked.ok) return failed(linked);
  const saved: PictureSaved = {
    id: file.id,
    src: assetResolver()(file.attributes.href),
    fileName: file.attributes.file_name,
  };
  return dataAnswer(saved);
}

export const productStatusBody = z.strictObject({ status: productStatus });

/**
 * Takes a product out of the next release (`draft`) or puts it back (`live`). Spec 3.2: releases
 * hold live products only, so shoppers see the change after the next publish; no cache is touched.
 */
export async function changeProductStatus(
  productId: string,
  { status }: z.infer<typeof productStatusBody>,
): Promise<Response> {
  const changed = await setProductStatus(adminClient(), productId, status);
  if (!changed.ok) return failed(changed);
  const saved: ProductSaved = {
    id: changed.data.data.id,
    name: changed.data.data.attributes.name,
    status: changed.data.data.attributes.status,
  };
  return dataAnswer(saved);
}

/**
 * Rebuilds a parent's children from its variations (spec 2.7 rule 4). Shoppers see the result only
 * after the next publish, so no cache is touched here.
 */
export async function rebuildProduct(productId: string): Promise<Response> {
  const built = await buildProduct(adminClient(), productId);
  if (!built.ok) return failed(built);
  const { children, created, removed } = built.data.data.meta.build;
  const counts: ProductBuilt = {
    children: children.length,
    created: created.length,
    removed: removed.length,
  };
  return dataAnswer(counts);
}

/**
 * Publishes a new release of the catalog. Every cached catalog read carries the `catalog` tag; it
 * is expired at once (`expire: 0`) rather than marked stale ('max'), so the very next shopper
 * request renders from the new release instead of being served the old one while it revalidates.
 * The release is published whatever happens to the caches; `storefronts` says whether the other
 * instances were told (`failed` when their shared cache could not be reached), `sharedCache` whether
 * the cache in front was purged (`CDN_PURGE_URL`, lib/platform/cdn-purge.ts).
 */
export async function publishCatalog(catalogId: string): Promise<Response> {
  const published = await publishRelease(adminClient(), catalogId);
  if (!published.ok) return failed(published);
  const { storefronts, sharedCache } = await expireCatalogPages();
  after(async () => {
    await sleep(RENDERS_IN_FLIGHT_MS);
    await expireCatalogPages({ counted: false });
  });
  const release = published.data.data;
  const answer: ReleasePublished = {
    id: release.id,
    name: release.attributes.name ?? null,
    publishedAt: release.attributes.published_at,
    productCount: release.meta?.product_count ?? null,
    storefronts,
    sharedCache,
  };
  return dataAnswer(answer, 201);
}

/**
 * Next dates a page it keeps by when it was stored, not when its render began: a render under way
 * at the publish (a shopper's visit, a link's prefetch) has read the old release and is stored just
 * after the expiry, as fresh, for minutes (CATALOG_CACHE_LIFE); requests for that page meanwhile wait
 * for it. So once such renders have had this long to finish, the publish expires the catalog's pages
 * once more: each is rendered from the new release on its next visit.
 */
const RENDERS_IN_FLIGHT_MS = 5_000;

/** Expires every catalog page here, on the other instances, then in the cache in front. */
async function expireCatalogPages({ counted = true } = {}) {
  revalidateTag(CACHE_TAGS.catalog, { expire: 0 });
  // With several instances, answer only once every one of them will serve the new release.
  const storefronts = await announceToInstances([CACHE_TAGS.catalog], { counted });
  // Then the shared cache in front, if any: its next request reaches an instance that already knows.
  const sharedCache = await purgeSharedCache([CACHE_TAGS.catalog], { counted });
  return { storefronts, sharedCache };
}

/**
 * A retained release, or the catalog's current, unpublished data (`current: true`), opened at the
 * home page or at one product (`productId`: the merchandiser's product page previews it).
 */
export const previewBody = z.union([
  z.strictObject(previewReleaseSchema.shape),
  z.strictObject({
    catalogId: previewReleaseSchema.shape.catalogId,
    current: z.literal(true),
    productId: z.string().min(1).max(64).optional(),
  }),
]);

/**
 * Starts previewing across the whole storefront: Next's draft mode (so nothing is served from or
 * written to the shared cache) and the release cookie. A retained release must exist; the current
 * data is rendered by the service now, as a release only merchandisers read.
 */
export async function openPreview(body: z.infer<typeof previewBody>): Promise<Response> {
  const { catalogId } = body;
  // `latest` is resolved now: a preview shows one fixed release, even after another is published.
  const release =
    'current' in body
      ? await createCatalogPreview(adminClient(), catalogId)
      : await getRelease(adminClient(), catalogId, body.releaseId);
  // A service without previews of the current data (404, the vendor's) is said so, in words.
  if (!release.ok && 'current' in body && release.error.status === 404)
    return errorAnswer(404, (await requestErrors())('previewUnavailable'));
  if (!release.ok) return failed(release);
  const releaseId = release.data.data.id;
  await startPreview({ catalogId, releaseId });
  const next =
    'productId' in body && body.productId ? `/products/${encodeURIComponent(body.productId)}` : '/';
  const opened: PreviewOpened = { catalogId, releaseId, next };
  return dataAnswer(opened);
}

/** An option's description: as long as the service keeps (spec 2.7). */
const optionDescription = z.string().max(1024, 'must be at most 1024 characters');

/** The add form's fields, checked with the contract's spec 2.7 rules before the service sees them. */
export const newOptionBody = z.strictObject({
  name: variationOptionName,
  description: optionDescription.optional(),
  sortOrder,
});

/** Spec 4.3: creates an option under the variation; the service's refusals (409, 422, 404) keep their words. */
export async function addVariationOption(
  variationId: string,
  { name, description, sortOrder: order }: z.infer<typeof newOptionBody>,
): Promise<Response> {
  const created = await createVariationOption(adminClient(), variationId, {
    name,
    ...(description && { description }),
    sort_order: order ?? null,
  });
  if (!created.ok) return failed(created);
  return dataAnswer(optionSaved(created.data.data, name), 201);
}

/** The whole option as the editor has it: the service replaces every attribute (spec 2.7 rule 3). */
export const optionBody = z.strictObject({
  name: variationOptionName,
  description: optionDescription,
  sortOrder,
});

/** Renames an option or changes its description; a rebuild of its parents makes it count. */
export async function changeVariationOption(
  variationId: string,
  optionId: string,
  { name, description, sortOrder: order }: z.infer<typeof optionBody>,
): Promise<Response> {
  const changed = await updateVariationOption(adminClient(), variationId, optionId, {
    name,
    description,
    sort_order: order ?? null,
  });
  if (!changed.ok) return failed(changed);
  return dataAnswer(optionSaved(changed.data.data, name));
}

/** Deletes an option; the children made from it go when their parents are next built. */
export async function removeVariationOption(variationId: string, optionId: string): Promise<Response> {
  const deleted = await deleteVariationOption(adminClient(), variationId, optionId);
  return deleted.ok ? emptyAnswer() : failed(deleted);
}

function optionSaved(
  option: { id: string; attributes: { name?: string | null; sort_order?: number | null } },
  name: string,
): OptionSaved {
  return {
    id: option.id,
    name: option.attributes.name ?? name,
    sortOrder: option.attributes.sort_order ?? null,
  };
}
