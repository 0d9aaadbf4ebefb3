import { z } from 'zod';
import { dateTime, listEnvelope, timestamps } from './common';

/** DESIGN.md §3: custom API definitions. */
export const customApiSlug = z
  .string()
  .regex(/^[a-z0-9_-]{1,63}$/, 'must be 1 to 63 characters of a-z, 0-9, hyphen and underscore');
export const customApiType = z
  .string()
  .regex(/^[a-z0-9_]{1,59}_ext$/, 'must be a-z, 0-9 and underscore, ending in _ext');

/**
 * Keys an entry's `data` has for itself (spec 2.9), so no custom field may take them as its slug:
 * the field's value would be indistinguishable from the entry's own member.
 */
export const RESERVED_ENTRY_KEYS = ['id', 'type', 'links', 'meta', 'timestamps', 'relationships'] as const;

export const fieldSlug = z
  .string()
  .regex(/^[a-z0-9_-]{1,63}$/, 'must be 1 to 63 characters of a-z, 0-9, hyphen and underscore')
  .refine((slug) => !(RESERVED_ENTRY_KEYS as readonly string[]).includes(slug), {
    message: `must not be one of the entry's own keys (${RESERVED_ENTRY_KEYS.join(', ')})`,
  });

/** Spec 4.5 rule 3 and §8: an entry holds at most 64KB (measured as its `data_size`). */
export const MAX_ENTRY_BYTES = 64 * 1024;

const definitionMeta = z.object({ timestamps });

export const customApiRequest = z.object({
  data: z.object({
    type: z.literal('custom_api'),
    name: z.string().min(1).max(255),
    slug: customApiSlug,
    api_type: customApiType,
    description: z.string().max(1024).optional(),
  }),
});
export type CustomApiRequest = z.infer<typeof customApiRequest>;

export const customApi = z.object({
  id: z.string(),
  type: z.literal('custom_api'),
  name: z.string(),
  slug: z.string(),
  api_type: z.string(),
  description: z.string().optional(),
  /** The vendor's: whether PUT creates a missing entry (never, here). */
  allow_upserts: z.boolean().optional(),
  links: z.object({ self: z.string() }),
  meta: definitionMeta,
  /** The vendor's: the custom APIs this one is nested under (none, here). */
  relationships: z
    .object({
      parent_apis: z.object({ data: z.array(z.object({ id: z.string(), type: z.string() })) }),
    })
    .optional(),
});
export type CustomApi = z.infer<typeof customApi>;

export const customApiResponse = z.object({ data: customApi });
export const customApiListResponse = listEnvelope(customApi);

export const fieldType = z.enum(['string', 'integer', 'boolean']);
export type FieldType = z.infer<typeof fieldType>;

const nullability = { allow_null_values: z.boolean().optional() };

/** Characters are counted as Unicode code points; `regex` is a JavaScript pattern compiled with the `u` flag. */
export const stringValidation = z.strictObject({
  min_length: z.int().min(0).max(MAX_ENTRY_BYTES).optional(),
  max_length: z.int().min(1).max(MAX_ENTRY_BYTES).optional(),
  regex: z.string().min(1).max(1024).optional(),
  ...nullability,
});
export const integerValidation = z.strictObject({
  min_value: z.int().optional(),
  max_value: z.int().optional(),
  ...nullability,
});
export const booleanValidation = z.strictObject(nullability);

/**
 * Validation of a custom field, keyed by its field type. Only the key of the field's own type may
 * be present (the service answers 400 otherwise); answers always carry it, with `allow_null_values`.
 */
export const fieldValidation = z.strictObject({
  string: stringValidation.optional(),
  integer: integerValidation.optional(),
  boolean: booleanValidation.optional(),
});
export type FieldValidation = z.infer<typeof fieldValidation>;

export const customFieldRequest = z.object({
  data: z.object({
    type: z.literal('custom_field'),
    name: z.string().min(1).max(255),
    slug: fieldSlug,
    field_type: fieldType,
    description: z.string().max(1024).optional(),
    validation: fieldValidation.optional(),
  }),
});
export type CustomFieldRequest = z.infer<typeof customFieldRequest>;

export const customField = z.object({
  id: z.string(),
  type: z.literal('custom_field'),
  name: z.string(),
  slug: z.string(),
  field_type: fieldType,
  /** Empty when none was given (the vendor always answers it). */
  description: z.string(),
  validation: fieldValidation,
  links: z.object({ self: z.string() }),
  meta: definitionMeta,
  relationships: z.object({
    custom_api: z.object({ data: z.object({ id: z.string(), type: z.literal('custom_api') }) }),
  }),
});
export type CustomField = z.infer<typeof customField>;

export const customFieldResponse = z.object({ data: customField });
export const customFieldListResponse = listEnvelope(customField);

export const entryValue = z.union([z.string(), z.int(), z.boolean(), z.null()], {
  error: 'must be a string, an integer, a boolean or null',
});
export type EntryValue = z.infer<typeof entryValue>;

/** Spec 2.9 timestamps of a response. */
export const entryTimestamps = z.object({
  created_at: dateTime,
  updated_at: dateTime,
  /** Sum of the byte sizes of the stored values: UTF-8 bytes of a string, 8 per integer, 1 per boolean, 0 per null. */
  data_size: z.int().min(0),
  /** 0 when created; one more on every change, and only then. */
  resource_version: z.int().min(0),
  /** Changes exactly when `resource_version` does; the `ETag` header is `W/"{etag_id}"`. */
  etag_id: z.string(),
});

/**
 * Spec 2.9: an entry's fields are open (one key per custom field slug that has a stored value).
 * `meta` holds the same facts as `timestamps`, where the vendor's documents put them.
 */
export const customApiEntry = z
  .object({
    id: z.string(),
    type: z.string(),
    links: z.object({ self: z.string() }).optional(),
    meta: z
      .object({
        timestamps: z.object({ created_at: dateTime, updated_at: dateTime }).optional(),
        data_size: z.int().min(0).optional(),
        resource_version: z.int().min(0).optional(),
        etag_id: z.string().optional(),
      })
      .loose()
      .optional(),
    timestamps: entryTimestamps,
  })
  .catchall(z.unknown());
export type CustomApiEntry = z.infer<typeof customApiEntry>;

export const customApiEntryResponse = z.object({ data: customApiEntry });
export const customApiEntryListResponse = listEnvelope(customApiEntry);

/**
 * Spec 4.5 body (also the create body). `id`, `links`, `meta` and `timestamps` are read-only: accepted
 * in any shape and ignored, never required (DESIGN.md §3), so an entry read from the service can be
 * sent back as it is. Every other key is a custom field slug.
 */
export const customApiEntryRequest = z.object({
  data: z
    .object({
      type: z.string().min(1),
      id: z.unknown().optional(),
      links: z.unknown().optional(),
      meta: z.unknown().optional(),
      timestamps: z.unknown().optional(),
    })
    .catchall(entryValue),
});
export type CustomApiEntryRequest = z.infer<typeof customApiEntryRequest>;

/** Spec 4.5: If-Match carries the weak form of the entity tag. */
export function weakEtag(etagId: string): string {
  return `W/"${etagId}"`;
}
