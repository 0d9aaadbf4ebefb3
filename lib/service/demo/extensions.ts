import type { FieldValidation } from '@/lib/commerce/schemas/extensions';
import { DEMO_ACCOUNTS } from './ids';
import type { Seeder } from '.';
import type { Storage } from '../storage/database';
import { ACCOUNT_PREFERENCES, DEMO_PREFERENCE_ENTRIES } from './extension-ids';
import { dataSize } from '../extensions/entry-values';
import { entryEtagId } from '../extensions/etag';
import { customApiEntries, customApiFields, customApis, type EntryData } from '../extensions/schema';

/** Lowercase or uppercase hex in the 8-4-4-4-12 form. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** A BCP 47 tag as a storefront offers it: language, optional script, optional region (en, en-US, zh-Hant-TW, es-419). */
export const LOCALE_PATTERN = '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$';

type FieldSlug = keyof typeof ACCOUNT_PREFERENCES.fieldIds;

const FIELDS: {
  slug: FieldSlug;
  name: string;
  description: string;
  fieldType: 'string' | 'integer' | 'boolean';
  validation: FieldValidation;
}[] = [
  {
    slug: 'account_id',
    name: 'Account',
    description: 'The account the preferences belong to; the storefront only shows an entry to its owner',
    fieldType: 'string',
    validation: { string: { regex: UUID_PATTERN, allow_null_values: false } },
  },
  {
    slug: 'newsletter_opt_in',
    name: 'Newsletter',
    description: 'Receives the newsletter',
    fieldType: 'boolean',
    validation: { boolean: { allow_null_values: false } },
  },
  {
    slug: 'preferred_locale',
    name: 'Preferred language',
    description: 'BCP 47 tag, e.g. en-US',
    fieldType: 'string',
    validation: { string: { max_length: 35, regex: LOCALE_PATTERN, allow_null_values: true } },
  },
  {
    slug: 'preferred_currency',
    name: 'Preferred currency',
    description: 'ISO 4217 code, e.g. EUR',
    fieldType: 'string',
    validation: { string: { regex: '^[A-Z]{3}$', allow_null_values: true } },
  },
  {
    slug: 'contact_frequency_days',
    name: 'Contact at most every',
    description: 'Days between marketing messages',
    fieldType: 'integer',
    validation: { integer: { min_value: 1, max_value: 90, allow_null_values: false } },
  },
];

const ENTRIES: { id: string; data: EntryData }[] = [
  {
    id: DEMO_PREFERENCE_ENTRIES.ada,
    data: {
      account_id: DEMO_ACCOUNTS.ada.id,
      newsletter_opt_in: true,
      preferred_locale: 'en-GB',
      preferred_currency: 'GBP',
      contact_frequency_days: 7,
    },
  },
  {
    id: DEMO_PREFERENCE_ENTRIES.grace,
    data: {
      account_id: DEMO_ACCOUNTS.grace.id,
      newsletter_opt_in: false,
      preferred_locale: 'en-US',
      preferred_currency: 'USD',
      contact_frequency_days: 30,
    },
  },
];

/**
 * The `account_preferences` custom API that the storefront's preferences form writes to, with an
 * entry per demo account. Definitions are upserted; entries are only created when missing, so a
 * re-run keeps what a shopper saved (and its version).
 */
async function seedAccountPreferences(storage: Storage): Promise<void> {
  await storage.db.transaction(async (tx) => {
    const api = {
      name: 'Account preferences',
      slug: ACCOUNT_PREFERENCES.slug,
      apiType: ACCOUNT_PREFERENCES.apiType,
      description: 'Storefront preferences of an account: newsletter, language, currency, contact frequency',
    };
    await tx
      .insert(customApis)
      .values({ id: ACCOUNT_PREFERENCES.apiId, ...api })
      .onConflictDoUpdate({ target: customApis.id, set: api });
    for (const { slug, ...field } of FIELDS) {
      const values = { customApiId: ACCOUNT_PREFERENCES.apiId, slug, ...field };
      await tx
        .insert(customApiFields)
        .values({ id: ACCOUNT_PREFERENCES.fieldIds[slug], ...values })
        .onConflictDoUpdate({ target: customApiFields.id, set: values });
    }
    for (const { id, data } of ENTRIES) {
      await tx
        .insert(customApiEntries)
        .values({
          id,
          customApiId: ACCOUNT_PREFERENCES.apiId,
          data,
          dataSize: dataSize(data),
          resourceVersion: 0,
          etagId: entryEtagId(id, 0),
        })
        .onConflictDoNothing({ target: customApiEntries.id });
    }
  });
}

export const extensionsSeeder: Seeder = { name: 'extensions', version: 1, run: seedAccountPreferences };
