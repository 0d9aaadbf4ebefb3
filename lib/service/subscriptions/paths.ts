/** The subscription paths this area serves. */
export const PATHS = {
  collection: '/v2/subscriptions/subscriptions',
  one: '/v2/subscriptions/subscriptions/{subscription_uuid}',
  /** Spec 4.2 writes the update path without `/v2`; DESIGN.md §3 serves both. */
  oneAsSpecified: '/subscriptions/subscriptions/{subscription_uuid}',
  states: '/v2/subscriptions/subscriptions/{subscription_uuid}/states',
} as const;
