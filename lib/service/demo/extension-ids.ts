/** Fixed ids of the custom API demo data (DESIGN.md §1: deterministic seed). */
export const ACCOUNT_PREFERENCES = {
  apiId: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f01',
  slug: 'account_preferences',
  apiType: 'account_preferences_ext',
  fieldIds: {
    account_id: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f11',
    newsletter_opt_in: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f12',
    preferred_locale: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f13',
    preferred_currency: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f14',
    contact_frequency_days: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f15',
  },
} as const;

/** The preferences entry of each demo account (lib/service/demo/ids.ts). */
export const DEMO_PREFERENCE_ENTRIES = {
  ada: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f21',
  grace: '5c1e0a9d-3f2b-4d6e-8a71-0b9c2d4e6f22',
} as const;
