/** The subscription paths this area serves. */
export const PATHS = {
  collection: '/v2/subscriptions/subscriptions',
  one: '/v2/subscriptions/subscriptions/{subscription_uuid}',
  /** Spec 4.2 writes the update path without `/v2`; DESIGN.md §3 serves both. */
  oneAsSpecified: '/subscriptions/subscriptions/{subscription_uuid}',
  states: '/v2/subscriptions/subscriptions/{subscription_uuid}/states',
  state: '/v2/subscriptions/subscriptions/{subscription_uuid}/states/{state_uuid}',
  plans: '/v2/subscriptions/subscriptions/{subscription_uuid}/plans',
  pricingOptions: '/v2/subscriptions/subscriptions/{subscription_uuid}/pricing-options',
  invoices: '/v2/subscriptions/subscriptions/{subscription_uuid}/invoices',
  invoice: '/v2/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}',
  storeInvoices: '/v2/subscriptions/invoices',
  storeInvoice: '/v2/subscriptions/invoices/{invoice_uuid}',
  offerings: '/v2/subscriptions/offerings',
  offering: '/v2/subscriptions/offerings/{offering_uuid}',
  offeringPlans: '/v2/subscriptions/offerings/{offering_uuid}/plans',
  offeringPricingOptions: '/v2/subscriptions/offerings/{offering_uuid}/pricing-options',
  offeringFeatures: '/v2/subscriptions/offerings/{offering_uuid}/features',
  offeringPlanPricingOptions:
    '/v2/subscriptions/offerings/{offering_uuid}/plans/{plan_uuid}/relationships/pricing_options',
} as const;
