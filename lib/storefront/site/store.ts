/** The store's identity, shown in the shell and in page metadata. */
export const STORE = {
  name: 'Harbor & Pine',
  tagline: 'Outdoor clothing and gear, made to be used',
  description:
    'Harbor & Pine sells clothing, packs and camp gear for everyday adventures. This storefront runs on an embedded commerce service with demo data, so everything works on one machine.',
} as const;
