import { z } from 'zod';

/** Spec 2.1: a UUID. Read leniently (any 8-4-4-4-12 hex form) so a foreign service's ids parse. */
export const uuid = z.guid();

/** Three-letter uppercase ISO 4217 code (spec 2.1 Price, PriceFormatting). */
export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter uppercase ISO currency code');
export type CurrencyCode = z.infer<typeof currencyCode>;

/** int64 minor units. JavaScript integers are exact up to 2^53, which bounds what we accept. */
export const minorUnits = z.int();

export const externalRef = z.string().max(2048);

export const owner = z.enum(['store', 'organization']);

export const dateTime = z.string().min(1);

export const timestamps = z.object({
  created_at: dateTime,
  updated_at: dateTime,
});

export const priceValue = z.object({
  amount: minorUnits,
  includes_tax: z.boolean().optional(),
});

/** Spec 2.1 Price: keyed by currency code. */
export const price = z.record(currencyCode, priceValue);
export type Price = z.infer<typeof price>;

export const priceFormatting = z.object({
  amount: minorUnits,
  currency: currencyCode,
  formatted: z.string(),
});
export type PriceFormatting = z.infer<typeof priceFormatting>;

export const displayPrice = z.object({
  without_tax: priceFormatting,
  with_tax: priceFormatting,
});
export type DisplayPrice = z.infer<typeof displayPrice>;

/** Spec 2.1: the inner shape of subscription relationships is not shown; keep it open. */
export const relationships = z.record(z.string(), z.unknown());

/** Spec §7 and DESIGN.md §3: every failure answers this envelope. */
export const errorObject = z.object({
  status: z.string().regex(/^[1-5]\d\d$/),
  title: z.string(),
  detail: z.string().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorObject = z.infer<typeof errorObject>;

export const errorEnvelope = z.object({
  errors: z.array(errorObject).min(1),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Spec 2.10: the list envelope of both catalog listings. */
export const pageMeta = z.object({
  results: z.object({ total: z.int().nonnegative() }),
  page: z.object({
    limit: z.int().min(1).max(100),
    offset: z.int().min(0).max(10_000),
    current: z.int().min(1),
    total: z.int().nonnegative(),
  }),
});

/**
 * Spec 2.10's links. The vendor's PIM listings leave out a link that leads nowhere instead of
 * answering null, so each may be absent too.
 */
export const pageLinks = z.object({
  /** The vendor's name for `self` in its PIM and Commerce Extensions listings. */
  current: z.string().nullable().optional(),
  self: z.string().nullable().optional(),
  first: z.string().nullable().optional(),
  last: z.string().nullable().optional(),
  prev: z.string().nullable().optional(),
  next: z.string().nullable().optional(),
});

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: pageMeta.loose(),
    links: pageLinks,
    included: z.record(z.string(), z.array(z.unknown())).optional(),
  });
}
