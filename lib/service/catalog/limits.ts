/** Spec §8: breadcrumbs carry up to 10 parent levels. */
export const MAX_BREADCRUMB_LEVELS = 10;
