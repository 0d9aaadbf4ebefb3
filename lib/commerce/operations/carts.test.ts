import { describe, expect, it } from 'vitest';
import { createCommerceClient } from '../client';
import { staticTokenProvider } from '../tokens';
import { emptyCart, removePromotion } from './carts';

const zero = { amount: 0, currency: 'EUR', formatted: '€0.00' };
const at = '2026-11-26T10:00:00.000Z';
const items = {
  data: [],
  meta: {
    display_price: { with_tax: zero, without_tax: zero, tax: zero, discount: zero, without_discount: zero },
    discounts: {},
    timestamps: { created_at: at, updated_at: at, expires_at: at },
  },
};

/** A service that answers a removal 204 without a body, as the vendor documents it. */
function vendorLike() {
  const seen: string[] = [];
  const client = createCommerceClient({
    baseUrl: 'https://api.example.com',
    tokens: staticTokenProvider('tok'),
    fetch: async (request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify(items), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, seen };
}

describe('cart removals answered 204', () => {
  it('takes a code off, then reads the cart’s items', async () => {
    const { client, seen } = vendorLike();
    const result = await removePromotion(client, 'c1', 'SPRING10');
    expect(seen).toEqual(['DELETE /v2/carts/c1/discounts/SPRING10', 'GET /v2/carts/c1/items']);
    expect(result.ok && result.data).toEqual(items);
  });

  it('empties the cart, then reads its items', async () => {
    const { client, seen } = vendorLike();
    const result = await emptyCart(client, 'c1');
    expect(result.ok && result.data).toEqual(items);
    expect(seen).toEqual(['DELETE /v2/carts/c1/items', 'GET /v2/carts/c1/items']);
  });
});
