/** Where the merchandising area lives. Safe for the browser: no server-only imports. */
export const MERCHANDISING_HOME = '/merchandising';
export const MERCHANDISER_SIGN_IN_PATH = '/merchandising/sign-in';
export const VARIATIONS_PATH = '/merchandising/variations';
export const PRODUCTS_PATH = '/merchandising/products';
export const COMPARE_PATH = '/merchandising/compare';
export const ORDERS_TO_REVIEW_PATH = '/merchandising/orders';

/** Spec 4.7 rule 2: a catalog keeps its current release and the two before it. */
export const RETAINED_RELEASES = 3;

export const compareHref = (catalogId: string, releaseId: string) =>
  `${COMPARE_PATH}?${new URLSearchParams({ catalog: catalogId, release: releaseId })}`;

/** The merchandiser sign-in, coming back to `next` (a path on this site) afterwards. */
export function merchandiserSignInHref(next?: string): string {
  return next && next !== MERCHANDISING_HOME
    ? `${MERCHANDISER_SIGN_IN_PATH}?${new URLSearchParams({ next })}`
    : MERCHANDISER_SIGN_IN_PATH;
}

/** The merchandiser's page of one product: its preview and its edit form. */
export const productEditHref = (productId: string) => `${PRODUCTS_PATH}/${encodeURIComponent(productId)}`;
