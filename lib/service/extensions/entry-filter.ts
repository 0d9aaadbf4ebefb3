import { parseFilterSyntax } from '@/lib/commerce/filter';
import type { EntryValue } from '@/lib/commerce/schemas/extensions';
import { badRequest } from '../http/errors';
import type { CustomApiFieldRow } from './schema';

/** One condition on an entry listing: the field holds one of these values. */
export interface EntryCondition {
  slug: string;
  values: EntryValue[];
}

const invalid = (problem: string) =>
  badRequest(`query parameter filter: ${problem}`, { parameter: 'filter' });

/** A filter value read as the field's type, so `eq(contact_frequency_days,7)` finds the integer 7. */
function typedValue(field: CustomApiFieldRow, raw: string): EntryValue {
  switch (field.fieldType) {
    case 'string':
      return raw;
    case 'integer': {
      const value = Number(raw);
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value))
        throw invalid(`${field.slug} is an integer field; "${raw}" is not an integer`);
      return value;
    }
    case 'boolean':
      if (raw === 'true' || raw === 'false') return raw === 'true';
      throw invalid(`${field.slug} is a boolean field; use true or false, not "${raw}"`);
  }
}

/**
 * The filter of an entry listing, in the syntax of spec 4.8: `eq(<field>,<value>)` or
 * `in(<field>,<v1>,<v2>,…)` on the API's custom fields, several joined by `:` (all must hold).
 * This is how a storefront finds an account's entry: `filter=eq(account_id,<uuid>)`.
 */
export function parseEntryFilter(input: string, fields: readonly CustomApiFieldRow[]): EntryCondition[] {
  const parsed = parseFilterSyntax(input);
  if (!parsed.ok) throw invalid(parsed.message);
  const bySlug = new Map(fields.map((field) => [field.slug, field]));
  return parsed.conditions.map(({ op, attribute, values }) => {
    const field = bySlug.get(attribute);
    if (!field) {
      const known = fields.length ? fields.map((f) => f.slug).join(', ') : 'none';
      throw invalid(`"${attribute}" is not a field of this custom API (fields: ${known})`);
    }
    if (op === 'eq' && values.length !== 1)
      throw invalid(`eq(${attribute}) takes exactly one value; use in(${attribute},…) for several`);
    return { slug: field.slug, values: values.map((raw) => typedValue(field, raw)) };
  });
}
