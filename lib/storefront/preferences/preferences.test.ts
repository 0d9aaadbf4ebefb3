import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import {
  DEFAULT_PREFERENCES,
  changedFields,
  describePreference,
  diffPreferences,
  fromDraft,
  localeChoices,
  preferenceValues,
  readPreferencesEntry,
  reapplyEdits,
  storeCurrencyFor,
  storeLocaleFor,
  toDraft,
  type PreferenceValues,
} from './preferences';

const base: PreferenceValues = {
  newsletter_opt_in: true,
  preferred_locale: 'en-GB',
  preferred_currency: 'GBP',
  contact_frequency_days: 7,
};

describe('diffPreferences', () => {
  it('shows, field by field, what they saved against what I have, and who changed what', () => {
    const theirs = { ...base, newsletter_opt_in: false };
    const mine = { ...base, contact_frequency_days: 14 };
    const rows = diffPreferences(base, mine, theirs);
    expect(rows.find((row) => row.field === 'newsletter_opt_in')).toMatchObject({
      theirs: false,
      mine: true,
      theyChanged: true,
      iChanged: false,
      clash: false,
    });
    expect(rows.find((row) => row.field === 'contact_frequency_days')).toMatchObject({
      theirs: 7,
      mine: 14,
      theyChanged: false,
      iChanged: true,
      clash: false,
    });
    expect(rows.find((row) => row.field === 'preferred_currency')).toMatchObject({
      theyChanged: false,
      iChanged: false,
    });
  });

  it('marks a field both changed to different values as a clash, and the same value as none', () => {
    const rows = diffPreferences(
      base,
      { ...base, preferred_currency: 'EUR', contact_frequency_days: 30 },
      { ...base, preferred_currency: 'USD', contact_frequency_days: 30 },
    );
    expect(rows.find((row) => row.field === 'preferred_currency')?.clash).toBe(true);
    expect(rows.find((row) => row.field === 'contact_frequency_days')?.clash).toBe(false);
  });
});

describe('reapplyEdits', () => {
  it('keeps their changes and puts only my edited fields on top', () => {
    const latest = { ...base, newsletter_opt_in: false, preferred_currency: 'USD' };
    const mine = { ...base, contact_frequency_days: 14, preferred_currency: 'EUR' };
    expect(reapplyEdits(latest, base, mine)).toEqual({
      newsletter_opt_in: false,
      preferred_locale: 'en-GB',
      preferred_currency: 'EUR',
      contact_frequency_days: 14,
    });
  });

  it('changes nothing of theirs when I edited nothing', () => {
    const latest = { ...base, newsletter_opt_in: false };
    expect(reapplyEdits(latest, base, base)).toEqual(latest);
    expect(changedFields(base, base)).toEqual([]);
  });
});

describe('readPreferencesEntry', () => {
  const entry = {
    id: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f21',
    type: 'account_preferences_ext',
    account_id: '7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e01',
    ...base,
    timestamps: {
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-02T00:00:00Z',
      data_size: 60,
      resource_version: 3,
      etag_id: 'abc',
    },
  };

  it('reads the owner, the values and the version', () => {
    expect(readPreferencesEntry(entry, 'W/"abc"')).toEqual({
      accountId: '7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e01',
      version: { entryId: entry.id, etag: 'W/"abc"', values: base, updatedAt: '2026-01-02T00:00:00Z' },
    });
  });

  it('shows a missing or broken value as its default', () => {
    const { version, accountId } = readPreferencesEntry(
      { ...entry, account_id: undefined, contact_frequency_days: 'often', newsletter_opt_in: undefined },
      'W/"abc"',
    );
    expect(accountId).toBeUndefined();
    expect(version.values).toMatchObject({
      contact_frequency_days: DEFAULT_PREFERENCES.contact_frequency_days,
      newsletter_opt_in: false,
    });
  });
});

describe('preferenceValues', () => {
  it('holds the field rules: frequency 1–90 whole days, a language tag, a currency code', () => {
    expect(preferenceValues.safeParse(base).success).toBe(true);
    expect(preferenceValues.safeParse({ ...base, contact_frequency_days: 0 }).success).toBe(false);
    expect(preferenceValues.safeParse({ ...base, contact_frequency_days: 91 }).success).toBe(false);
    expect(preferenceValues.safeParse({ ...base, contact_frequency_days: 1.5 }).success).toBe(false);
    expect(preferenceValues.safeParse({ ...base, preferred_locale: 'english' }).success).toBe(false);
    expect(preferenceValues.safeParse({ ...base, preferred_currency: 'eur' }).success).toBe(false);
    expect(preferenceValues.safeParse({ ...base, account_id: 'someone-else' }).success).toBe(false);
  });
});

describe('store defaults from preferences', () => {
  it('uses an offered locale as it is, or the offered one of the same language', () => {
    expect(storeLocaleFor('fr-FR')).toBe('fr-FR');
    expect(storeLocaleFor('en-GB')).toBe('en-US');
    expect(storeLocaleFor('de-DE')).toBeNull();
    expect(storeLocaleFor(null)).toBeNull();
    expect(storeCurrencyFor('GBP')).toBe('GBP');
    expect(storeCurrencyFor('JPY')).toBeNull();
  });

  it('keeps a saved language the store does not offer among the choices', () => {
    expect(localeChoices('en-GB')).toEqual(['en-US', 'fr-FR', 'en-GB']);
    expect(localeChoices('fr-FR')).toEqual(['en-US', 'fr-FR']);
  });

  it('says values in words', () => {
    const t = createTranslator({ locale: 'en-us', messages: en, namespace: 'Preferences' });
    expect(describePreference(t, 'newsletter_opt_in', false, 'en-US')).toBe('Not subscribed');
    expect(describePreference(t, 'preferred_locale', 'en-GB', 'en-US')).toBe('British English (en-GB)');
    expect(describePreference(t, 'contact_frequency_days', 14, 'en-US')).toBe('14 days');
    expect(describePreference(t, 'contact_frequency_days', 1, 'en-US')).toBe('1 day');
    expect(describePreference(t, 'preferred_currency', null, 'en-US')).toBe('No preference');
    expect(describePreference(t, 'preferred_currency', 'GBP', 'en-US')).toBe('British Pound (GBP)');
  });

  it('puts a preference in French words, the language and currency named in French', () => {
    const t = createTranslator({ locale: 'fr-fr', messages: fr, namespace: 'Preferences' });
    expect(describePreference(t, 'newsletter_opt_in', true, 'fr-FR')).toBe('Abonné');
    expect(describePreference(t, 'contact_frequency_days', 14, 'fr-FR')).toBe('14 jours');
    expect(describePreference(t, 'preferred_currency', 'GBP', 'fr-FR')).toBe('livre sterling (GBP)');
  });
});

describe('the preferences form', () => {
  it('turns the form back into values, with empty choices as no preference', () => {
    expect(fromDraft({ newsletter: true, locale: '', currency: 'EUR', frequency: ' 14 ' })).toEqual({
      ok: true,
      values: {
        newsletter_opt_in: true,
        preferred_locale: null,
        preferred_currency: 'EUR',
        contact_frequency_days: 14,
      },
    });
    expect(fromDraft(toDraft(base))).toEqual({ ok: true, values: base });
  });

  it('refuses a contact frequency that is empty, not whole, or outside 1–90', () => {
    for (const frequency of ['', '0', '91', '2.5', 'often', '-3']) {
      expect(fromDraft({ ...toDraft(base), frequency })).toEqual({
        ok: false,
        field: 'contact_frequency_days',
      });
    }
  });
});
