import { describe, expect, it } from 'vitest';
import type { OrderResponse } from '@/lib/commerce/schemas/carts';
import { orderSummary, orderView } from './order-view';
import { ADA_ADDRESS, money, placedOrder, plainTotals } from './orders.test-support';

const usd = money('USD');
const groups = plainTotals('USD', 3200);
const address = ADA_ADDRESS;

const response: OrderResponse = {
  data: placedOrder(
    {
      id: 'order-1',
      order_number: 'HP-10001',
      status: 'incomplete',
      payment: 'unpaid',
      relationships: { items: { data: [{ type: 'item', id: 'item-1' }] }, account: { data: null } },
    },
    { totals: groups, placedAt: '2025-03-01T10:00:00Z' },
  ),
  included: {
    items: [
      {
        id: 'item-1',
        type: 'cart_item',
        name: 'Stoneware Mug',
        quantity: 2,
        unit_price: { amount: 1600, currency: 'USD', includes_tax: false },
        value: { amount: 3200, currency: 'USD', includes_tax: false },
        meta: { display_price: groups },
      },
    ],
  },
};

describe('orderView', () => {
  it('shows an order in words, with its lines and totals as at checkout', () => {
    const view = orderView(response, { locale: 'en-US', toUrl: (href) => href, products: new Map() });
    expect(view).toMatchObject({
      id: 'order-1',
      number: 'HP-10001',
      status: 'incomplete',
      payment: 'unpaid',
      awaitingPayment: true,
      placedAt: 'March 1, 2025 at 10:00 AM',
      accountId: null,
      itemCount: 2,
      totals: { total: { formatted: '$32.00' } },
    });
    expect(view.lines[0]).toMatchObject({
      name: 'Stoneware Mug',
      quantity: 2,
      total: { formatted: '$32.00' },
    });
  });
});

describe('delivery', () => {
  const options = { locale: 'en-US', toUrl: (href: string) => href, products: new Map() };
  const group = {
    id: 'group-1',
    type: 'shipping_group' as const,
    name: 'Express',
    shipping_type: 'express',
    shipping_price: { total: 1500, currency: 'USD', formatted: '$15.00' },
    meta: { timestamps: response.data.meta.timestamps },
  };
  it('names the shipping method and its price, none when it cost nothing', () => {
    const express = orderView({ ...response, data: { ...response.data, shipping_groups: [group] } }, options);
    expect(express.delivery).toEqual({ method: 'Express', price: '$15.00' });
    const free = { ...group, name: 'Standard', shipping_price: { ...group.shipping_price, total: 0 } };
    expect(
      orderView({ ...response, data: { ...response.data, shipping_groups: [free] } }, options).delivery,
    ).toEqual({ method: 'Standard', price: null });
  });

  it('shows the delivery charge as a line of its own, out of the subtotal', () => {
    const display_price = {
      ...groups,
      with_tax: usd(4700),
      without_discount: usd(4700),
      shipping: usd(1500),
    };
    const view = orderView(
      {
        ...response,
        data: {
          ...response.data,
          shipping_groups: [group],
          meta: { ...response.data.meta, display_price },
        },
      },
      options,
    );
    expect(view.totals).toMatchObject({
      subtotal: { amount: 3200, formatted: '$32.00' },
      shipping: { amount: 1500, formatted: '$15.00' },
      total: { formatted: '$47.00' },
    });
  });

  it('shows free delivery as a line of its own, and none for an order with nothing to ship', () => {
    const free = { ...group, shipping_price: { ...group.shipping_price, total: 0 } };
    const display_price = { ...groups, shipping: usd(0) };
    const data = { ...response.data, meta: { ...response.data.meta, display_price } };
    const shipped = orderView({ ...response, data: { ...data, shipping_groups: [free] } }, options);
    expect(shipped.totals.shipping).toMatchObject({ amount: 0 });
    expect(orderView({ ...response, data }, options).totals.shipping).toBeUndefined();
  });

  it('prints the billing address only when it reads differently from the delivery address', () => {
    // As the vendor's order schema has them: every key, empty where none was given.
    const delivery = {
      ...address,
      company_name: '',
      line_2: '',
      instructions: 'Leave at the door',
      phone_number: '',
    };
    const billing = { ...address, company_name: '', line_2: '', region: '' };
    const same = orderView(
      { ...response, data: { ...response.data, shipping_address: delivery, billing_address: billing } },
      options,
    );
    expect(same.billingAddress).toEqual([]);
    const other = orderView(
      {
        ...response,
        data: {
          ...response.data,
          shipping_address: delivery,
          billing_address: { ...billing, line_1: '1 Bank Row' },
        },
      },
      options,
    );
    expect(other.billingAddress).toContain('1 Bank Row');
  });

  it('prints no address for an order with nothing to ship', () => {
    const digital = orderView({ ...response, data: { ...response.data, requires_shipping: false } }, options);
    expect(digital).toMatchObject({ shippingAddress: [], delivery: null });
  });
});

describe('payment status', () => {
  const options = { locale: 'en-US', toUrl: (href: string) => href, products: new Map() };
  const withPayment = (payment: OrderResponse['data']['payment'], status = response.data.status) =>
    orderView({ ...response, data: { ...response.data, payment, status } }, options);

  it('says an authorised or paid order is no longer awaiting payment', () => {
    expect(withPayment('paid')).toMatchObject({ payment: 'paid', awaitingPayment: false });
    expect(withPayment('authorized')).toMatchObject({ payment: 'authorized', awaitingPayment: false });
  });

  it('does not ask to pay a cancelled order', () => {
    expect(withPayment('unpaid', 'cancelled').awaitingPayment).toBe(false);
  });

  it('names an order without a number by the start of its id', () => {
    const { order_number: _, ...unnumbered } = response.data;
    const view = orderView({ ...response, data: { ...unnumbered, id: 'ab12cd34-0000' } }, options);
    expect(view.number).toBe('AB12CD34');
  });

  it('summarises an order for the list with its number, status and payment', () => {
    expect(orderSummary(withPayment('paid'))).toEqual({
      id: 'order-1',
      number: 'HP-10001',
      placedAt: 'March 1, 2025 at 10:00 AM',
      status: 'incomplete',
      payment: 'paid',
      total: '$32.00',
    });
  });
});
