import type { useTranslations } from 'next-intl';
import { z } from 'zod';
import type { CustomApiEntry } from '@/lib/commerce/schemas/extensions';
import { CURRENCIES, LOCALES, isCurrency, isLocale, type Currency, type Locale } from '@/lib/i18n/locales';

/**
 * An account's preferences, kept as an entry of the `account_preferences` custom API (spec 2.9;
 * fields in lib/service/extensions/README.md). The rules below are the fields' validation, checked
 * here too so the form says what is wrong before anything is sent.
 */
export const PREFERENCES_API = { slug: 'account_preferences', type: 'account_preferences_ext' } as const;

/** A BCP 47 tag as the field accepts it: en, en-GB, zh-Hant-TW, es-419. */
export const LOCALE_TAG = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;

export const preferenceValues = z.strictObject({
  newsletter_opt_in: z.boolean(),
  preferred_locale: z.string().max(35).regex(LOCALE_TAG, 'must be a language tag such as en-GB').nullable(),
  preferred_currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')
    .nullable(),
  contact_frequency_days: z
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(90, 'must be at most 90 days'),
});
export type PreferenceValues = z.infer<typeof preferenceValues>;
export type PreferenceField = keyof PreferenceValues;
export const PREFERENCE_FIELDS: readonly PreferenceField[] = [
  'newsletter_opt_in',
  'preferred_locale',
  'preferred_currency',
  'contact_frequency_days',
];

/** The interface's words for preferences (field names are `fields.<field>`). */
export type PreferencesWords = ReturnType<typeof useTranslations<'Preferences'>>;

/** Values a new or partly filled entry is shown with. */
export const DEFAULT_PREFERENCES: PreferenceValues = {
  newsletter_opt_in: false,
  preferred_locale: null,
  preferred_currency: null,
  contact_frequency_days: 30,
};

/** One version of the preferences: its values, and the entity tag to send back when saving (spec 4.5). */
export const preferencesVersion = z.object({
  entryId: z.string(),
  etag: z.string(),
  values: preferenceValues,
  updatedAt: z.string(),
});
export type PreferencesVersion = z.infer<typeof preferencesVersion>;

/** The owner the entry names, and its values; a stored value that breaks the rules shows as the default. */
export function readPreferencesEntry(
  entry: CustomApiEntry,
  etag: string,
): { accountId: string | undefined; version: PreferencesVersion } {
  const shape = preferenceValues.shape;
  const stored = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  const values: PreferenceValues = {
    newsletter_opt_in: stored(
      shape.newsletter_opt_in,
      entry.newsletter_opt_in,
      DEFAULT_PREFERENCES.newsletter_opt_in,
    ),
    preferred_locale: stored(
      shape.preferred_locale,
      entry.preferred_locale,
      DEFAULT_PREFERENCES.preferred_locale,
    ),
    preferred_currency: stored(
      shape.preferred_currency,
      entry.preferred_currency,
      DEFAULT_PREFERENCES.preferred_currency,
    ),
    contact_frequency_days: stored(
      shape.contact_frequency_days,
      entry.contact_frequency_days,
      DEFAULT_PREFERENCES.contact_frequency_days,
    ),
  };
  return {
    accountId: typeof entry.account_id === 'string' ? entry.account_id : undefined,
    version: { entryId: entry.id, etag, values, updatedAt: entry.timestamps.updated_at },
  };
}

export const sameValue = (a: PreferenceValues[PreferenceField], b: PreferenceValues[PreferenceField]) =>
  a === b;

/** The fields whose values differ between two versions. */
export const changedFields = (from: PreferenceValues, to: PreferenceValues): PreferenceField[] =>
  PREFERENCE_FIELDS.filter((field) => !sameValue(from[field], to[field]));

export interface ConflictRow {
  field: PreferenceField;
  /** What both started from. */
  base: PreferenceValues[PreferenceField];
  /** What the other person saved. */
  theirs: PreferenceValues[PreferenceField];
  /** What this person has in the form. */
  mine: PreferenceValues[PreferenceField];
  theyChanged: boolean;
  iChanged: boolean;
  /** Both changed it, to different values: applying on top replaces theirs with mine. */
  clash: boolean;
}

/**
 * Spec 4.5 412: someone saved between this person's read (`base`) and save. Field by field, what
 * they saved against what this person has, and who changed what.
 */
export function diffPreferences(
  base: PreferenceValues,
  mine: PreferenceValues,
  theirs: PreferenceValues,
): ConflictRow[] {
  return PREFERENCE_FIELDS.map((field) => {
    const theyChanged = !sameValue(base[field], theirs[field]);
    const iChanged = !sameValue(base[field], mine[field]);
    return {
      field,
      base: base[field],
      theirs: theirs[field],
      mine: mine[field],
      theyChanged,
      iChanged,
      clash: theyChanged && iChanged && !sameValue(theirs[field], mine[field]),
    };
  });
}

/** "Apply mine on top": the latest saved values with this person's edited fields put back over them. */
export function reapplyEdits(
  latest: PreferenceValues,
  base: PreferenceValues,
  mine: PreferenceValues,
): PreferenceValues {
  const edits = Object.fromEntries(changedFields(base, mine).map((field) => [field, mine[field]]));
  return { ...latest, ...edits };
}

const displayNames = (displayLocale: string, type: 'language' | 'currency') =>
  new Intl.DisplayNames([displayLocale], { type, fallback: 'code' });

/** A preference value in words; languages and currencies are named by Intl in `displayLocale`. */
export function describePreference(
  t: PreferencesWords,
  field: PreferenceField,
  value: PreferenceValues[PreferenceField],
  displayLocale: string,
): string {
  if (value === null) return t('noPreference');
  switch (field) {
    case 'newsletter_opt_in':
      return value ? t('subscribed') : t('notSubscribed');
    case 'preferred_locale':
      return `${displayNames(displayLocale, 'language').of(String(value)) ?? value} (${value})`;
    case 'preferred_currency':
      return `${displayNames(displayLocale, 'currency').of(String(value)) ?? value} (${value})`;
    case 'contact_frequency_days':
      return t('days', { count: Number(value) });
  }
}

/** Language choices: the store's locales, plus a saved tag it does not offer (so the form does not silently change it). */
export function localeChoices(saved: string | null): string[] {
  const offered: string[] = LOCALES.map((locale) => locale.code);
  return saved && !offered.includes(saved) ? [...offered, saved] : offered;
}

export function currencyChoices(saved: string | null): string[] {
  const offered: string[] = [...CURRENCIES];
  return saved && !offered.includes(saved) ? [...offered, saved] : offered;
}

/**
 * The storefront locale a preferred language becomes: the tag itself when the store offers it,
 * else the offered locale of the same language (en-GB → en-US); null when the store has none.
 */
export function storeLocaleFor(preferred: string | null): Locale | null {
  if (!preferred) return null;
  if (isLocale(preferred)) return preferred;
  const language = preferred.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale.code.split('-')[0] === language)?.code ?? null;
}

export const storeCurrencyFor = (preferred: string | null): Currency | null =>
  isCurrency(preferred) ? preferred : null;

/** The form's state: selects hold '' for "no preference", the number field holds what was typed. */
export interface PreferencesDraft {
  newsletter: boolean;
  locale: string;
  currency: string;
  frequency: string;
}

export const toDraft = (values: PreferenceValues): PreferencesDraft => ({
  newsletter: values.newsletter_opt_in,
  locale: values.preferred_locale ?? '',
  currency: values.preferred_currency ?? '',
  frequency: String(values.contact_frequency_days),
});

/**
 * The values to save, or the first field with a problem (checked before anything is sent); the
 * form says it in words (`problems.<field>`).
 */
export function fromDraft(
  draft: PreferencesDraft,
): { ok: true; values: PreferenceValues } | { ok: false; field: PreferenceField } {
  const typed = draft.frequency.trim();
  const parsed = preferenceValues.safeParse({
    newsletter_opt_in: draft.newsletter,
    preferred_locale: draft.locale || null,
    preferred_currency: draft.currency || null,
    contact_frequency_days: /^\d+$/.test(typed) ? Number(typed) : typed === '' ? undefined : Number.NaN,
  });
  if (parsed.success) return { ok: true, values: parsed.data };
  const issue = parsed.error.issues[0];
  const field = PREFERENCE_FIELDS.find((name) => name === issue?.path[0]) ?? 'contact_frequency_days';
  return { ok: false, field };
}
