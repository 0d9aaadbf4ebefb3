import type { Order, OrderReview } from '@/lib/commerce/schemas/carts';

/**
 * An order to check before it ships, as the merchandiser's orders page lists it (issue 24 point 12).
 * Browser-safe: no server-only imports. Amounts stay in minor units of `currency`; the component
 * formats them in the page's language.
 */
export interface ReviewReasonView {
  /** The custom item as the shopper was charged for it. */
  itemName: string;
  chargedAmount: number;
  /** The catalog product the item names, at the catalog's price. */
  productName: string;
  productSku: string;
  catalogAmount: number;
}

export interface OrderToReviewView {
  id: string;
  /** The readable order number (HP-10001), or the id of an order without one. */
  reference: string;
  placedAt: string;
  customerEmail: string;
  payment: Order['payment'];
  currency: string;
  reasons: ReviewReasonView[];
}

const reasonView = ({ item, product }: OrderReview['reasons'][number]): ReviewReasonView => ({
  itemName: item.name,
  chargedAmount: item.unit_amount,
  productName: product.name,
  productSku: product.sku,
  catalogAmount: product.unit_amount,
});

/**
 * The orders that say why they are to be checked (`meta.review`), in the service's order. A service
 * without the `review` extension lists every order, none with a reason, so none is kept: an order
 * is only shown with its reason.
 */
export function ordersToReview(orders: readonly Order[]): OrderToReviewView[] {
  return orders.flatMap((order) => {
    const review = order.meta.review;
    if (!review) return [];
    return [
      {
        id: order.id,
        reference: order.order_number ?? order.id,
        placedAt: order.meta.timestamps.created_at,
        customerEmail: order.customer.email,
        payment: order.payment,
        currency: order.meta.display_price.with_tax.currency,
        reasons: review.reasons.map(reasonView),
      },
    ];
  });
}
