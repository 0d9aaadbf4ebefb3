/**
 * Fixed ids of the demo data that more than one area refers to (DESIGN.md §1: deterministic seed).
 * Areas keep their other fixed ids to themselves.
 */
export const DEMO_ACCOUNTS = {
  ada: { id: '7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e01', email: 'ada@example.com', name: 'Ada Lovelace' },
  grace: { id: '7d3f6a2e-1b4c-4e8a-9f10-2a5b6c7d8e02', email: 'grace@example.com', name: 'Grace Hopper' },
} as const;

export const DEMO_PASSWORD = 'storefront-demo';
