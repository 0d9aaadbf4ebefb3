import type { Migration } from './index';

/** Expired carts are deleted oldest first, a batch after each new cart (lib/service/carts/cart-creation.ts). */
export const hardening: Migration = {
  id: '0006-hardening',
  sql: `
    CREATE INDEX carts_by_updated ON carts (updated_at);
  `,
};
