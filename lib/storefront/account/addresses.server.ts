import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CommerceClient } from '@/lib/commerce/client';
import type { CommerceError } from '@/lib/commerce/result';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
  type AddressFields,
} from '@/lib/commerce/operations/accounts';
import type { AccountAddress } from '@/lib/commerce/schemas/accounts';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { dataAnswer, emptyAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { addressLines } from '@/lib/storefront/orders/address-format';
import type { AccountSession } from '@/lib/storefront/session/account-session';
import { countryRules, type AddressInput } from './address-rules';
import { loggerFor } from '@/lib/platform/logger';

/** A saved address as the pages show it: its fields for the form, its lines as the post prints them. */
export interface AddressView {
  id: string;
  label: string | null;
  lines: string[];
  fields: Partial<Record<keyof AddressInput, string>>;
}

const memberClient = (session: AccountSession): CommerceClient =>
  shopperClient().with({ tokens: staticTokenProvider(session.token) });

export function addressView(address: AccountAddress, locale: string): AddressView {
  const { id, type: _type, name, county: _county, ...fields } = address;
  return {
    id,
    label: name ?? null,
    lines: addressLines({ ...fields, city: fields.city ?? '' }, locale),
    fields: { name, ...fields },
  };
}

export async function loadAddresses(
  session: AccountSession,
  locale: string,
): Promise<{ ok: true; addresses: AddressView[] } | { ok: false; error: CommerceError }> {
  const listed = await listAddresses(memberClient(session), session.accountId);
  if (!listed.ok) return { ok: false, error: listed.error };
  return { ok: true, addresses: listed.data.data.map((address) => addressView(address, locale)) };
}

/**
 * The form’s fields as the vendor takes them: an optional field left empty is cleared (an empty string), and
 * a region only where the country has one, so changing the country drops a state it no longer has.
 */
function toFields(input: AddressInput): AddressFields {
  // The vendor's address takes no null: an empty string clears a field.
  const optional = (value: string | undefined) => value ?? '';
  return {
    name: optional(input.name),
    first_name: input.first_name,
    last_name: input.last_name,
    company_name: optional(input.company_name),
    line_1: input.line_1,
    line_2: optional(input.line_2),
    city: input.city,
    region: countryRules(input.country).region ? optional(input.region) : '',
    postcode: input.postcode.toUpperCase(),
    country: input.country,
    phone_number: optional(input.phone_number),
    instructions: optional(input.instructions),
  };
}

/** A new address leaves out the fields left empty. */
const withoutEmpty = (fields: AddressFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as AddressFields;

async function refusal(error: CommerceError): Promise<Response> {
  if (error.kind === 'http' && error.status === 422) {
    const t = await getTranslations({ locale: await requestMarket(), namespace: 'Addresses' });
    return errorAnswer(422, t('errors.full'));
  }
  return failureAnswer(error, { token: 'account' });
}

/**
 * Checkout's "save this address": the address the order went to joins the account's address book.
 * Best effort: the order is placed already, so a refusal (a full book) is logged, not shown.
 */
export async function saveCheckoutAddress(
  client: CommerceClient,
  accountId: string,
  address: {
    first_name: string;
    last_name: string;
    line_1: string;
    line_2?: string;
    city: string;
    region?: string;
    postcode: string;
    country: string;
  },
): Promise<boolean> {
  const saved = await createAddress(client, accountId, {
    ...address,
    postcode: address.postcode.toUpperCase(),
  });
  if (!saved.ok)
    loggerFor('account').error(
      `the checkout address was not saved: ${saved.error.status ?? saved.error.kind}`,
    );
  return saved.ok;
}

export async function addAddress(session: AccountSession, input: AddressInput): Promise<Response> {
  const made = await createAddress(memberClient(session), session.accountId, withoutEmpty(toFields(input)));
  if (!made.ok) return refusal(made.error);
  return dataAnswer({ id: made.data.data.id }, 201);
}

export async function changeAddress(
  session: AccountSession,
  id: string,
  input: AddressInput,
): Promise<Response> {
  const changed = await updateAddress(memberClient(session), session.accountId, id, toFields(input));
  if (!changed.ok) return refusal(changed.error);
  return dataAnswer({ id: changed.data.data.id });
}

export async function removeAddress(session: AccountSession, id: string): Promise<Response> {
  const removed = await deleteAddress(memberClient(session), session.accountId, id);
  if (!removed.ok) return refusal(removed.error);
  return emptyAnswer();
}
