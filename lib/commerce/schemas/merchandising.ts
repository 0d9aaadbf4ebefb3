import { z } from 'zod';
import { productType } from './catalog';
import { currencyCode, dateTime, listEnvelope, price } from './common';

/**
 * Merchandising writes of DESIGN.md §3 beyond spec 4.3: product changes, child builds and
 * publishing. The spec shows none of these shapes; they follow its JSON:API style.
 */

export const productStatus = z.enum(['live', 'draft']);
export type ProductStatus = z.infer<typeof productStatus>;

/** Spec 2.10 limits names (like the subscription resources of §8) to what a product may hold. */
export const PRODUCT_NAME_MAX = 1024;

/**
 * `PUT /pcm/products/{id}`: the attributes given change, the others stay. Unknown attributes are
 * refused (a misspelt `statsu` must not look like a successful change).
 */
export const productUpdateRequest = z.object({
  data: z.object({
    type: z.literal('product'),
    id: z.string().optional(),
    attributes: z
      .strictObject({
        name: z
          .string()
          .min(1, 'must not be empty')
          .max(PRODUCT_NAME_MAX, `must be at most ${PRODUCT_NAME_MAX} characters`)
          .optional(),
        description: z.string().optional(),
        status: productStatus.optional(),
      })
      .refine(
        (attributes) => Object.values(attributes).some((value) => value !== undefined),
        'must change at least one of name, description, status',
      ),
  }),
});
export type ProductUpdateRequest = z.infer<typeof productUpdateRequest>;

const ref = <T extends string>(type: T) => z.object({ id: z.string(), type: z.literal(type) });

/** A product of the merchandiser's draft data (what the next publish will read), not of a release. */
export const draftProduct = z.object({
  id: z.string(),
  type: z.literal('product'),
  attributes: z.object({
    name: z.string(),
    description: z.string().optional(),
    sku: z.string(),
    slug: z.string(),
    status: productStatus,
    commodity_type: z.enum(['physical', 'digital']).optional(),
    tags: z.array(z.string()).optional(),
  }),
  relationships: z
    .object({
      parent: z.object({ data: ref('product') }).optional(),
      children: z.object({ data: z.array(ref('product')) }).optional(),
      variations: z.object({ data: z.array(ref('product-variation')) }).optional(),
    })
    .optional(),
  meta: z.object({
    created_at: dateTime,
    updated_at: dateTime,
    owner: z.enum(['store', 'organization']).optional(),
    product_types: z.array(productType),
    /** Parents: when the children were last built, and whether the variations changed since (spec 2.7 rule 4). */
    built_at: dateTime.nullable().optional(),
    build_outdated: z.boolean().optional(),
  }),
});
export type DraftProduct = z.infer<typeof draftProduct>;

export const draftProductResponse = z.object({ data: draftProduct });

/** `GET /pcm/products`: standard, parent and bundle products by name (children follow their parent). */
export const draftProductListResponse = listEnvelope(draftProduct);

/** What a child-product build did. */
const buildRecord = z.object({
  /** The parent product. */
  product_id: z.string(),
  built_at: dateTime,
  /** Every child, in variation order. */
  children: z.array(z.string()),
  /** Children this build made (a new option makes new combinations). */
  created: z.array(z.string()),
  /** Children whose combination is gone (an option or variation was removed). */
  removed: z.array(z.string()),
});

/**
 * The vendor's PIM job (`pim.yaml`). `POST /pcm/products/{id}/build` answers one (201), and
 * `GET /pcm/jobs/{id}` reads it again. Here a build runs while the request waits, so its job has
 * already succeeded; `meta.build` says what it did.
 */
export const pimJob = z.object({
  id: z.string(),
  type: z.literal('pim-job'),
  attributes: z.object({
    type: z.enum([
      'child-products',
      'product-import',
      'product-export',
      'hierarchy-duplicate',
      'price-import',
    ]),
    status: z.enum(['pending', 'cancelled', 'started', 'success', 'failed']),
    started_at: dateTime.nullable(),
    completed_at: dateTime.nullable(),
    created_at: dateTime,
    updated_at: dateTime,
  }),
  meta: z.object({
    x_request_id: z.string(),
    /** A child-product build's outcome (this service's; the vendor's job does not say). */
    build: buildRecord.optional(),
  }),
});
export type PimJob = z.infer<typeof pimJob>;

export const pimJobResponse = z.object({ data: pimJob });
/** `POST /pcm/products/{id}/build`: the build's job, which always says what it built. */
export const buildJobResponse = z.object({
  data: pimJob.extend({ meta: pimJob.shape.meta.extend({ build: buildRecord }) }),
});
export type BuildJob = z.infer<typeof buildJobResponse>['data'];
/** `GET /pcm/jobs`: the kept jobs, newest first (the vendor's `multi`: `meta.results.total`). */
export const pimJobListResponse = listEnvelope(pimJob);
/** `GET /pcm/jobs/{id}/errors`: what a job could not do (a finished build has nothing to say). */
export const pimJobErrorsResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('pim-job-error'),
      attributes: z.object({ message: z.string() }),
    }),
  ),
});

/**
 * `POST /pcm/catalogs/{id}/releases`: the body may be left out. When sent it names the resource
 * type (this service's body), or carries the vendor's options (`catalog_view.yaml`):
 * `export_full_delta` asks for a delta file of the whole catalog, and `include_organization_resources`
 * for the organization's products; a release here always holds the catalog's live products as they
 * are now (there is no organization level and no delta file), so both are accepted and change nothing.
 */
export const publishReleaseRequest = z.object({
  data: z.strictObject({
    type: z.literal('catalog-release').optional(),
    export_full_delta: z.boolean().optional(),
    include_organization_resources: z.boolean().nullable().optional(),
  }),
});

/**
 * A product's price in one price book (the vendor's `product-price`, `/pcm/pricebooks/{id}/prices`):
 * by the product's SKU, an amount per currency in minor units.
 */
export const productPrice = z.object({
  id: z.string(),
  type: z.literal('product-price'),
  attributes: z.object({ sku: z.string(), currencies: price }),
  meta: z.object({ pricebook_id: z.string(), product_id: z.string() }).optional(),
});
export type ProductPrice = z.infer<typeof productPrice>;

export const productPriceResponse = z.object({ data: productPrice });
export const productPriceListResponse = listEnvelope(productPrice);

/** At most a trillion in minor units: far beyond any price, far inside JavaScript's exact integers. */
export const PRICE_AMOUNT_MAX = 1_000_000_000_000;

const priceCurrencies = z
  .record(
    currencyCode,
    z.strictObject({
      amount: z
        .int('must be a whole number of minor units')
        .min(0, 'must not be negative')
        .max(PRICE_AMOUNT_MAX),
      includes_tax: z.boolean().optional(),
    }),
  )
  .refine((currencies) => Object.keys(currencies).length > 0, 'must name at least one currency');

/** `POST /pcm/pricebooks/{id}/prices`: the product (by SKU) gets a price in this book. */
export const productPriceCreateRequest = z.object({
  data: z.object({
    type: z.literal('product-price'),
    attributes: z.strictObject({ sku: z.string().min(1).max(255), currencies: priceCurrencies }),
  }),
});

/** `PUT /pcm/pricebooks/{id}/prices/{price_id}`: the currencies given replace the price's. */
export const productPriceUpdateRequest = z.object({
  data: z.object({
    type: z.literal('product-price'),
    id: z.string().optional(),
    attributes: z.strictObject({ sku: z.string().optional(), currencies: priceCurrencies }),
  }),
});
export type ProductPriceCurrencies = z.infer<typeof priceCurrencies>;

/** `GET /pcm/products/{id}/relationships/main_image`: at most one file (pim.yaml's main_image_response). */
export const mainImageRelationship = z.object({
  data: z.array(z.object({ type: z.literal('file'), id: z.string() })),
});
