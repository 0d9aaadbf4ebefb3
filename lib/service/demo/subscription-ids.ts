/**
 * Fixed ids of the demo subscriptions (DESIGN.md §1: deterministic seed), for the storefront's
 * tests and journeys. The demo accounts' ids are in ids.ts. The keys keep their first
 * names, which tests and journeys use: `tea` is the Gear-Care Box, `studio` the Trailhead
 * Membership, `coffee` the Trail Coffee Club.
 */
export const DEMO_OFFERINGS = {
  coffee: '3f6c1a52-8b0e-4d7a-9c21-0a1b2c3d4e01',
  tea: '3f6c1a52-8b0e-4d7a-9c21-0a1b2c3d4e02',
  studio: '3f6c1a52-8b0e-4d7a-9c21-0a1b2c3d4e03',
} as const;

export const DEMO_PLANS = {
  /** Coffee: monthly, roll; may pause, resume, cancel. */
  coffeeMonthly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f01',
  /** Coffee: every 3 months, 10% off (base_price_percentage), roll. */
  coffeeQuarterly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f02',
  /** Coffee: one year prepaid (fixed_price), close; may not cancel. */
  coffeeAnnual: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f03',
  /** Tea: every 2 weeks after a 2-week trial, roll. */
  teaFortnightly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f04',
  /** Tea: every 4 weeks, 10% off, roll. */
  teaFourWeekly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f05',
  /** Studio (Grace): monthly after a 1-month trial, roll; no pausing. */
  studioMonthly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f06',
  /** Studio (Grace): 12 monthly instalments, 15% off, close; no pausing, no canceling. */
  studioInstalments: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f07',
  /** Studio (Grace): one year paid at once (fixed_price), close; no pausing. */
  studioYearly: '9b2e4d61-5a7c-4f38-8e10-1b2c3d4e5f08',
} as const;

export const DEMO_SUBSCRIPTIONS = {
  /** Ada, coffee monthly: active, paused once and resumed (has states). */
  adaCoffeeActive: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e01',
  /** Ada, tea fortnightly: active, in its trial, never changed (no state). */
  adaTeaTrial: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e02',
  /** Ada, tea every 4 weeks: paused. */
  adaTeaPaused: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e03',
  /** Ada, coffee quarterly: canceled. */
  adaCoffeeCanceled: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e04',
  /** Ada, coffee annual prepaid: active; its plan forbids canceling. */
  adaCoffeeAnnual: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e05',
  /** Grace, studio monthly: active, past its trial. */
  graceStudioActive: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e06',
  /** Grace, studio monthly: active, in its trial. */
  graceStudioTrial: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e07',
  /** Grace, studio instalments: active; its plan forbids canceling. */
  graceStudioInstalments: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e08',
  /** Grace, studio yearly: canceled. */
  graceStudioCanceled: 'c47a9e10-2f3b-4c5d-8e6f-7a8b9c0d1e09',
} as const;

/** Which demo subscriptions belong to whom. */
export const DEMO_SUBSCRIPTIONS_OF = {
  ada: [
    DEMO_SUBSCRIPTIONS.adaCoffeeActive,
    DEMO_SUBSCRIPTIONS.adaTeaTrial,
    DEMO_SUBSCRIPTIONS.adaTeaPaused,
    DEMO_SUBSCRIPTIONS.adaCoffeeCanceled,
    DEMO_SUBSCRIPTIONS.adaCoffeeAnnual,
  ],
  grace: [
    DEMO_SUBSCRIPTIONS.graceStudioActive,
    DEMO_SUBSCRIPTIONS.graceStudioTrial,
    DEMO_SUBSCRIPTIONS.graceStudioInstalments,
    DEMO_SUBSCRIPTIONS.graceStudioCanceled,
  ],
} as const;
