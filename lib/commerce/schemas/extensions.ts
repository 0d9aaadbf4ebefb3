import { z } from 'zod';
import { dateTime } from './common';

/** DESIGN.md §3: custom API definitions. */
export const customApiSlug = z.string().regex(/^[a-z0-9_-]{1,63}$/, 'must be 1 to 63 characters of a-z, 0-9, hyphen and underscore');
export const customApiType = z.string().regex(/^[a-z0-9_]{1,59}_ext$/, 'must be a-z, 0-9 and underscore, ending in _ext');
export const fieldSlug = z.string().regex(/^[a-z0-9_-]{1,63}$/, 'must be 1 to 63 characters of a-z, 0-9, hyphen and underscore');

/** Spec 4.5 rule 3. */
export const MAX_ENTRY_BYTES = 64 * 1024;

export const customApiRequest = z.object({
  data: z.object({
    type: z.literal('custom_api'),
    name: z.string().min(1).max(255),
    slug: customApiSlug,
    api_type: customApiType,
    description: z.string().max(1024).optional(),
  }),
});

const nullability = { allow_null_values: z.boolean().optional() };

export const fieldValidation = z.union([
  z.object({
    string: z
      .object({ min_length: z.int().min(0).optional(), max_length: z.int().min(1).max(MAX_ENTRY_BYTES).optional(), regex: z.string().max(1024).optional(), ...nullability })
      .strict(),
  }),
  z.object({ integer: z.object({ min_value: z.int().optional(), max_value: z.int().optional(), ...nullability }).strict() }),
  z.object({ boolean: z.object(nullability).strict() }),
]);

export const customFieldRequest = z.object({
  data: z.object({
    type: z.literal('custom_field'),
    name: z.string().min(1).max(255),
    slug: fieldSlug,
    field_type: z.enum(['string', 'integer', 'boolean']),
    description: z.string().max(1024).optional(),
    validation: fieldValidation.optional(),
  }),
});

export const entryValue = z.union([z.string(), z.int(), z.boolean(), z.null()]);

/** Spec 2.9 timestamps of a response. */
export const entryTimestamps = z.object({
  created_at: dateTime,
  updated_at: dateTime,
  data_size: z.int().min(0),
  resource_version: z.int().min(0),
  etag_id: z.string(),
});

/** Spec 2.9: an entry's fields are open (one key per custom field slug). */
export const customApiEntry = z
  .object({
    id: z.string(),
    type: z.string(),
    links: z.object({ self: z.string() }).optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
    timestamps: entryTimestamps,
  })
  .catchall(z.unknown());
export type CustomApiEntry = z.infer<typeof customApiEntry>;

export const customApiEntryResponse = z.object({ data: customApiEntry });

/** Spec 4.5 body. `timestamps` is read-only: accepted and ignored (DESIGN.md §3). */
export const customApiEntryRequest = z.object({
  data: z
    .object({
      type: z.string().min(1),
      links: z.record(z.string(), z.unknown()).optional(),
      meta: z.record(z.string(), z.unknown()).optional(),
      timestamps: z.record(z.string(), z.unknown()).optional(),
      id: z.string().optional(),
    })
    .catchall(entryValue),
});
export type CustomApiEntryRequest = z.infer<typeof customApiEntryRequest>;

/** Spec 4.5: If-Match carries the weak form of the entity tag. */
export function weakEtag(etagId: string): string {
  return `W/"${etagId}"`;
}
