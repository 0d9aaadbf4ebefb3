import { z } from '@hono/zod-openapi';
import { accountAddress as addressFields } from '@/lib/commerce/schemas/accounts';

/**
 * An account address as the vendor's SDKs send it (`Address` in @epcc-sdk/sdks-shopper): every
 * field a string. A new address needs a recipient, a first line, a postcode and a country; an
 * update changes only the fields it names, and `null` or an empty string (the vendor's address
 * takes no null) clears an optional one.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .union([z.string().trim().length(0), text(max)])
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const fields = {
  type: z.literal('address').optional(),
  name: optionalText(100),
  first_name: text(100),
  last_name: text(100),
  company_name: optionalText(200),
  phone_number: optionalText(40),
  instructions: optionalText(500),
  line_1: text(200),
  line_2: optionalText(200),
  city: optionalText(100),
  county: optionalText(100),
  region: optionalText(100),
  postcode: text(20),
  // ISO 3166-1 alpha-2, as the vendor's docs ask.
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code (ISO 3166-1), such as GB')
    .transform((code) => code.toUpperCase()),
};

export const newAddressBody = z.object({ data: z.strictObject(fields) }).openapi('AccountAddressRequest');

export const addressChangeBody = z
  .object({ data: z.strictObject(fields).partial() })
  .openapi('AccountAddressUpdate');

export type NewAddress = z.infer<typeof newAddressBody>['data'];
export type AddressChange = z.infer<typeof addressChangeBody>['data'];

const timestamps = z.object({ timestamps: z.object({ created_at: z.string(), updated_at: z.string() }) });

/** The contract's address (what the storefront reads), with the vendor's meta, links and relationships. */
export const accountAddress = addressFields
  .extend({
    meta: timestamps,
    links: z.object({ self: z.string() }),
    relationships: z.object({ account: z.object({ id: z.string(), type: z.literal('account') }) }),
  })
  .openapi('AccountAddress');

export const account = z
  .object({
    id: z.string(),
    type: z.literal('account'),
    name: z.string(),
    legal_name: z.string().optional(),
    registration_id: z.string().optional(),
    external_ref: z.string().optional(),
    meta: timestamps,
    links: z.object({ self: z.string() }),
  })
  .openapi('Account');

export const accountMember = z
  .object({
    id: z.string(),
    type: z.literal('account_member'),
    name: z.string(),
    email: z.string(),
    meta: timestamps,
    links: z.object({ self: z.string() }),
  })
  .openapi('AccountMember');

const nullableText = (max: number) => z.string().trim().min(1).max(max).nullable().optional();
export const accountChange = z.object({
  data: z.object({
    type: z.literal('account'),
    // account_management.yaml requires `name`; the vendor's subscriptions example sends a PUT without
    // it (README, rule of precedence): left out, the account keeps its name.
    name: z.string().trim().min(1).max(255).optional(),
    legal_name: nullableText(255),
    registration_id: nullableText(255),
    external_ref: nullableText(2048),
  }),
});

export type AccountChange = z.infer<typeof accountChange>['data'];
