import type { AccountMemberRow, AccountRow } from './schema';
import type { AddressRow } from './address-store';

/** The vendor's account-management resources (types of @epcc-sdk/sdks-shopper), field for field. */

const timestamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  timestamps: { created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() },
});

export const accountView = (base: string, row: AccountRow) => ({
  id: row.id,
  type: 'account' as const,
  name: row.name,
  // The vendor's account answers type these strings (its PUT answer too): each is left out when unset.
  ...(row.legalName === null ? {} : { legal_name: row.legalName }),
  ...(row.registrationId === null ? {} : { registration_id: row.registrationId }),
  ...(row.externalRef === null ? {} : { external_ref: row.externalRef }),
  meta: timestamps(row),
  links: { self: `${base}/v2/accounts/${row.id}` },
});

export const memberView = (
  base: string,
  row: Pick<AccountMemberRow, 'id' | 'name' | 'email' | 'createdAt' | 'updatedAt'>,
) => ({
  id: row.id,
  type: 'account_member' as const,
  name: row.name,
  email: row.email,
  meta: timestamps(row),
  links: { self: `${base}/v2/account-members/${row.id}` },
});

/** Optional fields the address has no value for are left out, as the vendor leaves them. */
export function addressView(base: string, row: AddressRow) {
  const optional = {
    name: row.name,
    company_name: row.companyName,
    phone_number: row.phoneNumber,
    instructions: row.instructions,
    line_2: row.line2,
    city: row.city,
    county: row.county,
    region: row.region,
  };
  return {
    id: row.id,
    type: 'address' as const,
    first_name: row.firstName,
    last_name: row.lastName,
    line_1: row.line1,
    postcode: row.postcode,
    country: row.country,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    meta: timestamps(row),
    links: { self: `${base}/v2/accounts/${row.accountId}/addresses/${row.id}` },
    relationships: { account: { id: row.accountId, type: 'account' as const } },
  };
}
