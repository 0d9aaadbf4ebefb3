/** The store's identity, shown in the shell and in page metadata. */
export const STORE = {
  name: 'Harbor & Pine',
  tagline: 'Outdoor clothing and gear, made to be used',
  description:
    'Clothing, packs and camp gear for everyday adventures: tees and jeans that take a beating, tents that go up in minutes, and a kitchen worth coming home to.',
} as const;
