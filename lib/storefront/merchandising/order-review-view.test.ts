import { describe, expect, it } from 'vitest';
import type { Order, OrderReview } from '@/lib/commerce/schemas/carts';
import { placedOrder, plainTotals } from '../orders/orders.test-support';
import { ordersToReview } from './order-review-view';

const totals = plainTotals('EUR', 1500);

function order(id: string, review?: OrderReview, orderNumber?: string): Order {
  return placedOrder(
    {
      id,
      ...(orderNumber && { order_number: orderNumber }),
      customer: { email: `${id}@example.com`, name: 'Ada Lovelace' },
    },
    { totals, placedAt: '2026-05-03T10:00:00Z', review },
  );
}

const underpriced: OrderReview = {
  required: true,
  reasons: [
    {
      item: { name: 'Pocket tee (gift)', sku: 'POCKET-TEE', unit_amount: 500 },
      product: { id: 'pocket-tee', name: 'Pocket Tee', sku: 'POCKET-TEE', unit_amount: 2400 },
    },
  ],
};

describe('the orders to review', () => {
  it('keeps only the orders that say why they are to be checked, in the order listed', () => {
    const listed = [order('a'), order('b', underpriced, 'HP-10002'), order('c'), order('d', underpriced)];
    expect(ordersToReview(listed).map((view) => view.id)).toEqual(['b', 'd']);
  });

  it('is empty for a service without the review extension, which lists every order without a reason', () => {
    expect(ordersToReview([order('a'), order('b')])).toEqual([]);
  });

  it('names the order by its number, or by its id when it has none, and gives each reason', () => {
    const [numbered, bare] = ordersToReview([order('b', underpriced, 'HP-10002'), order('d', underpriced)]);
    expect(numbered).toEqual({
      id: 'b',
      reference: 'HP-10002',
      placedAt: '2026-05-03T10:00:00Z',
      customerEmail: 'b@example.com',
      payment: 'paid',
      currency: 'EUR',
      reasons: [
        {
          itemName: 'Pocket tee (gift)',
          chargedAmount: 500,
          productName: 'Pocket Tee',
          productSku: 'POCKET-TEE',
          catalogAmount: 2400,
        },
      ],
    });
    expect(bare!.reference).toBe('d');
  });
});
