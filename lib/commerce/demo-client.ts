/**
 * The development client of the demo store: the embedded service accepts it, and the storefront
 * signs in with it, when `COMMERCE_CLIENT_ID` and `COMMERCE_CLIENT_SECRET` are unset (a shop open to
 * the public refuses to start on them: lib/platform/default-secrets).
 */
export const DEFAULT_CLIENT_ID = 'storefront-demo';
export const DEFAULT_CLIENT_SECRET = 'storefront-demo-secret';
