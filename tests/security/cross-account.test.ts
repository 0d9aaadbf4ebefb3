import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addExpecting,
  allTokens,
  CHECKOUT,
  checkoutCart,
  newCartId,
  product,
  PRODUCTS,
  type Tokens,
} from '@/lib/service/carts/test-support';
import { DEMO_ACCOUNTS } from '@/lib/service/demo/ids';
import { DEMO_PLANS, DEMO_SUBSCRIPTIONS, DEMO_SUBSCRIPTIONS_OF } from '@/lib/service/demo/subscription-ids';
import { firstError, startTestService, type TestService } from '@/lib/service/testing/harness';

/**
 * DESIGN.md §2–3: what belongs to one account (its subscriptions, the carts it created, the orders
 * it placed) is out of reach of every other account and of shoppers: they get the same 404 as
 * for an id that does not exist, so not even its existence leaks, and nothing changes. Checked on
 * every path of the service that takes such an id, and on the bodies that name one (merging a
 * cart, re-ordering an order).
 */
let svc: TestService;
let tokens: Tokens;
const ada: Record<string, string> = {};

beforeAll(async () => {
  svc = await startTestService({ seedDemoData: true });
  tokens = await allTokens(svc);
  ada.subscription_uuid = DEMO_SUBSCRIPTIONS.adaCoffeeActive;
  const subscriptionRead = async (path: string) => {
    const response = await svc.request(`/v2/subscriptions/subscriptions/${ada.subscription_uuid}/${path}`, {
      token: tokens.ada,
    });
    return ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
  };
  ada.state_uuid = await subscriptionRead('states');
  ada.invoice_uuid = await subscriptionRead('invoices');

  ada.cartID = newCartId('owned');
  const added = await addExpecting(svc, tokens.ada, ada.cartID, [product(PRODUCTS.pocketTee, 2)], 201);
  ada.itemID = added.data[0]!.id!;
  const promoted = await addPromotion(ada.cartID);
  ada.code = promoted;
  const group = await svc.request(`/v2/carts/${ada.cartID}/shipping-groups`, {
    method: 'POST',
    token: tokens.ada,
    json: { data: { type: 'shipping_group', name: 'Home', shipping_price: { total: 500 } } },
  });
  expect(group.status).toBe(201);
  ada.groupID = ((await group.json()) as { data: { id: string } }).data.id;

  const ordered = newCartId('ordered');
  await addExpecting(svc, tokens.ada, ordered, [product(PRODUCTS.pocketTee, 1)], 201);
  // A store method's group links the order's line, so the order keeps it.
  const method = await svc.request(`/v2/carts/${ordered}/shipping-groups`, {
    method: 'POST',
    token: tokens.ada,
    json: { data: { type: 'shipping_group', shipping_type: 'standard' } },
  });
  expect(method.status).toBe(201);
  const order = (await checkoutCart(svc, tokens.ada, ordered)).data;
  ada.orderID = order.id;
  ada.shippingGroupID = order.shipping_groups[0]!.id;
  const authorised = await svc.request(`/v2/orders/${ada.orderID}/payments`, {
    method: 'POST',
    token: tokens.ada,
    json: { data: { gateway: 'manual', method: 'authorize' } },
  });
  expect(authorised.status).toBe(200);
  ada.transactionID = ((await authorised.json()) as { data: { id: string } }).data.id;
});
afterAll(() => svc?.close());

/** Applies the first demo promotion code the cart accepts; answers the code. */
async function addPromotion(cartId: string): Promise<string> {
  for (const code of ['SPRING10', 'TAKE5', 'TENTS20']) {
    const response = await svc.request(`/v2/carts/${cartId}/items`, {
      method: 'POST',
      token: tokens.ada,
      json: { data: { type: 'promotion_item', code } },
    });
    if (response.status === 201) return code;
    await response.body?.cancel();
  }
  throw new Error('no demo promotion applies to the cart');
}

/** Ids nothing has (a fresh cart id each time: adding to an unused cart id creates that cart). */
const unknownIds = (): Record<string, string> => ({
  subscription_uuid: '0b7c2f7e-4a3d-4b9e-9f00-000000000000',
  state_uuid: '0b7c2f7e-4a3d-4b9e-9f00-000000000005',
  invoice_uuid: '0b7c2f7e-4a3d-4b9e-9f00-000000000006',
  cartID: newCartId('unused'),
  itemID: '0b7c2f7e-4a3d-4b9e-9f00-000000000001',
  code: 'NOSUCHCODE',
  groupID: '0b7c2f7e-4a3d-4b9e-9f00-000000000002',
  shippingGroupID: '0b7c2f7e-4a3d-4b9e-9f00-000000000007',
  orderID: '0b7c2f7e-4a3d-4b9e-9f00-000000000003',
  transactionID: '0b7c2f7e-4a3d-4b9e-9f00-000000000004',
});

interface Case {
  method: string;
  /** As the OpenAPI document writes it. */
  path: string;
  body?: (ids: Record<string, string>) => unknown;
  /** Who else may reach it: shoppers (implicit tokens) reach anonymous carts, never these. */
  shopperStatus: number[];
  /** DESIGN.md §3: the first add to an unused cart id creates the cart, so there is no unknown-id 404 to compare with. */
  createsUnknown?: boolean;
  /**
   * Issue 14: an unused cart id reads as a new, empty cart (the vendor's behaviour its SDKs rely on),
   * so there is no unknown-id 404 to compare with either. Cart ids are 24 random bytes: that another
   * account's cart answers 404 where an unused id answers an empty cart tells nothing guessable.
   */
  unknownReadsEmpty?: boolean;
}

const subscriptionCases: Case[] = [
  { method: 'GET', path: '/v2/subscriptions/subscriptions/{subscription_uuid}', shopperStatus: [403] },
  { method: 'GET', path: '/v2/subscriptions/subscriptions/{subscription_uuid}/states', shopperStatus: [403] },
  ...[
    '/v2/subscriptions/subscriptions/{subscription_uuid}/states/{state_uuid}',
    '/v2/subscriptions/subscriptions/{subscription_uuid}/plans',
    '/v2/subscriptions/subscriptions/{subscription_uuid}/pricing-options',
    '/v2/subscriptions/subscriptions/{subscription_uuid}/invoices',
    '/v2/subscriptions/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}',
  ].map((path) => ({ method: 'GET', path, shopperStatus: [403] })),
  ...[
    '/v2/subscriptions/subscriptions/{subscription_uuid}',
    '/subscriptions/subscriptions/{subscription_uuid}',
  ].map((path) => ({
    method: 'PUT',
    path,
    body: (ids: Record<string, string>) => ({
      data: {
        id: ids.subscription_uuid,
        type: 'subscription',
        attributes: { plan_id: DEMO_PLANS.coffeeQuarterly },
      },
    }),
    shopperStatus: [403],
  })),
  {
    method: 'POST',
    path: '/v2/subscriptions/subscriptions/{subscription_uuid}/states',
    body: () => ({ data: { type: 'subscription_state', attributes: { action: 'cancel' } } }),
    shopperStatus: [403],
  },
];

const cartCases: Case[] = [
  { method: 'GET', path: '/v2/carts/{cartID}', shopperStatus: [404], unknownReadsEmpty: true },
  { method: 'GET', path: '/v2/carts/{cartID}/items', shopperStatus: [404], unknownReadsEmpty: true },
  {
    method: 'PUT',
    path: '/v2/carts/{cartID}/items',
    body: (ids) => ({ data: [{ id: ids.itemID, type: 'cart_item', quantity: 9 }] }),
    shopperStatus: [404],
  },
  { method: 'DELETE', path: '/v2/carts/{cartID}/items', shopperStatus: [404] },
  { method: 'DELETE', path: '/v2/carts/{cartID}', shopperStatus: [404] },
  {
    method: 'PUT',
    path: '/v2/carts/{cartID}',
    body: () => ({ data: { name: 'Taken over', description: 'Not hers' } }),
    shopperStatus: [404],
  },
  { method: 'POST', path: '/v2/carts/{cartID}/relationships/accounts', shopperStatus: [403] },
  { method: 'DELETE', path: '/v2/carts/{cartID}/relationships/accounts', shopperStatus: [403] },
  { method: 'GET', path: '/v2/orders/{orderID}/items', shopperStatus: [404] },
  {
    method: 'POST',
    path: '/v2/carts/{cartID}/items',
    body: () => ({ data: [product(PRODUCTS.pocketTee, 5)] }),
    shopperStatus: [404],
    createsUnknown: true,
  },
  {
    method: 'PUT',
    path: '/v2/carts/{cartID}/items/{itemID}',
    body: () => ({ data: { type: 'cart_item', quantity: 9 } }),
    shopperStatus: [404],
  },
  { method: 'DELETE', path: '/v2/carts/{cartID}/items/{itemID}', shopperStatus: [404] },
  { method: 'DELETE', path: '/v2/carts/{cartID}/discounts/{code}', shopperStatus: [404] },
  {
    method: 'POST',
    path: '/v2/carts/{cartID}/shipping-groups',
    body: () => ({ data: { type: 'shipping_group', name: 'Elsewhere', shipping_price: { total: 0 } } }),
    shopperStatus: [404],
  },
  { method: 'GET', path: '/v2/carts/{cartID}/shipping-groups', shopperStatus: [404] },
  { method: 'GET', path: '/v2/carts/{cartID}/shipping-groups/{groupID}', shopperStatus: [404] },
  {
    method: 'PUT',
    path: '/v2/carts/{cartID}/shipping-groups/{groupID}',
    body: () => ({ data: { type: 'shipping_group', name: 'Elsewhere' } }),
    shopperStatus: [404],
  },
  { method: 'DELETE', path: '/v2/carts/{cartID}/shipping-groups/{groupID}', shopperStatus: [404] },
  { method: 'GET', path: '/v2/orders/{orderID}/shipping-groups', shopperStatus: [404] },
  { method: 'GET', path: '/v2/orders/{orderID}/shipping-groups/{shippingGroupID}', shopperStatus: [404] },
  { method: 'POST', path: '/v2/carts/{cartID}/checkout', body: () => CHECKOUT, shopperStatus: [404] },
  { method: 'GET', path: '/v2/carts/{cartID}/shipping-methods', shopperStatus: [404] },
  { method: 'GET', path: '/v2/orders/{orderID}', shopperStatus: [404] },
  {
    method: 'POST',
    path: '/v2/orders/{orderID}/payments',
    body: () => ({ data: { gateway: 'manual', method: 'purchase', payment: '4242424242424242' } }),
    shopperStatus: [404],
  },
  { method: 'GET', path: '/v2/orders/{orderID}/transactions', shopperStatus: [404] },
  { method: 'GET', path: '/v2/orders/{orderID}/transactions/{transactionID}', shopperStatus: [404] },
  {
    method: 'POST',
    path: '/v2/orders/{orderID}/transactions/{transactionID}/capture',
    body: () => ({ data: {} }),
    shopperStatus: [404],
  },
];

const CASES = [...subscriptionCases, ...cartCases];
const fill = (path: string, ids: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? `missing-${name}`));
const send = (item: Case, ids: Record<string, string>, token: string) =>
  svc.request(fill(item.path, ids), {
    method: item.method,
    token,
    ...(item.body && { json: item.body(ids) }),
  });

/** Everything Ada can read about her own resources, to show that nothing changed. */
async function adasView(): Promise<unknown> {
  const reads = [
    `/v2/subscriptions/subscriptions/${ada.subscription_uuid}`,
    `/v2/subscriptions/subscriptions/${ada.subscription_uuid}/states`,
    `/v2/subscriptions/subscriptions/${ada.subscription_uuid}/invoices`,
    `/v2/carts/${ada.cartID}`,
    `/v2/carts/${ada.cartID}/items`,
    `/v2/carts/${ada.cartID}/shipping-groups`,
    `/v2/orders/${ada.orderID}`,
    `/v2/orders/${ada.orderID}/transactions`,
  ];
  return Promise.all(
    reads.map(async (path) => {
      const response = await svc.request(path, { token: tokens.ada });
      expect(response.status, path).toBe(200);
      return response.json();
    }),
  );
}

describe('one account cannot reach another’s subscriptions, carts or orders', () => {
  it('covers every operation of the service that takes the id of an account’s subscription, cart or order', async () => {
    const document = (await (await svc.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const owned = Object.entries(document.paths)
      .filter(([path]) =>
        /^(\/v2)?\/subscriptions\/subscriptions\/\{|^\/v2\/carts\/\{|^\/v2\/orders\/\{/.test(path),
      )
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(CASES.map((item) => `${item.method} ${item.path}`).sort()).toEqual(owned.sort());
  });

  for (const item of CASES) {
    it(`${item.method} ${item.path}: Grace gets the 404 of an unknown id, a shopper ${item.shopperStatus.join('/')}, Ada's data stays as it was`, async () => {
      const before = await adasView();
      const grace = await send(item, ada, tokens.grace);
      expect(grace.status).toBe(404);
      const error = await firstError(grace);
      if (!item.createsUnknown && !item.unknownReadsEmpty) {
        const unknown = await send(item, unknownIds(), tokens.grace);
        expect(unknown.status).toBe(404);
        expect(error.title).toBe((await firstError(unknown)).title);
      }
      // The answer may name the id that was asked for, but says nothing about whose it is.
      expect(JSON.stringify(error)).not.toMatch(
        new RegExp(`${DEMO_ACCOUNTS.ada.id}|Lovelace|${DEMO_ACCOUNTS.ada.email}`, 'i'),
      );

      const shopper = await send(item, ada, tokens.implicit);
      expect(item.shopperStatus).toContain(shopper.status);
      // Cart errors carry the status as an integer (cart_checkout.yaml), the others as a string.
      expect(String((await firstError(shopper)).status)).toBe(String(shopper.status));

      expect(await adasView()).toEqual(before);
    });
  }

  it('a cart merge naming Ada’s cart, or a re-order naming her order, takes nothing from them', async () => {
    const before = await adasView();
    const graceCart = newCartId('grace');
    for (const data of [
      { type: 'cart_items', cart_id: ada.cartID },
      { type: 'order_items', order_id: ada.orderID },
    ]) {
      for (const token of [tokens.grace, tokens.implicit]) {
        const response = await svc.request(`/v2/carts/${graceCart}/items`, {
          method: 'POST',
          token,
          json: { data },
        });
        expect(response.status, `${data.type} with ${token === tokens.grace ? 'Grace' : 'a shopper'}`).toBe(
          404,
        );
      }
    }
    const graceItems = await svc.request(`/v2/carts/${graceCart}/items`, { token: tokens.grace });
    if (graceItems.status === 200)
      expect(((await graceItems.json()) as { data: unknown[] }).data).toEqual([]);
    else expect(graceItems.status).toBe(404);
    expect(await adasView()).toEqual(before);
  });

  it('Grace’s listings show none of Ada’s subscriptions, carts or orders, whatever the filter says', async () => {
    const listings = [
      '/v2/subscriptions/subscriptions',
      `/v2/subscriptions/subscriptions?filter=${encodeURIComponent(`eq(account_id,${DEMO_ACCOUNTS.ada.id})`)}`,
      '/v2/carts',
      '/v2/orders',
    ];
    const adaIds = [...DEMO_SUBSCRIPTIONS_OF.ada, ada.cartID, ada.orderID];
    for (const path of listings) {
      const response = await svc.request(path, { token: tokens.grace });
      const text = await response.text();
      expect(response.status === 200 || response.status === 400, `${path}: ${response.status}`).toBe(true);
      for (const id of adaIds) expect(text, path).not.toContain(id);
    }
  });

  it('custom API entries (account preferences) are for administrators only: an account token gets 403', async () => {
    const entries = await svc.request('/v2/extensions/account_preferences', { token: tokens.admin });
    expect(entries.status).toBe(200);
    const [entry] = ((await entries.json()) as { data: { id: string }[] }).data;
    expect(entry).toBeDefined();
    for (const [method, path] of [
      ['GET', '/v2/extensions/account_preferences'],
      ['GET', `/v2/extensions/account_preferences/${entry!.id}`],
      ['DELETE', `/v2/extensions/account_preferences/${entry!.id}`],
    ] as const) {
      for (const token of [tokens.grace, tokens.ada, tokens.implicit]) {
        const response = await svc.request(path, { method, token });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
  });
});

/**
 * The account's own records: the account, its members, memberships and address book. Another
 * account's token gets the 404 of an id that does not exist (as for its subscriptions, carts and
 * orders), a shopper's token alone the 403 of a path it has no right to, and nothing changes.
 */
describe('one account cannot reach another’s account, members, memberships or addresses', () => {
  const mine: Record<string, string> = {};
  const unknownAccountIds = {
    accountID: '0b7c2f7e-4a3d-4b9e-9f00-00000000000a',
    accountMemberID: '0b7c2f7e-4a3d-4b9e-9f00-00000000000b',
    membershipID: '0b7c2f7e-4a3d-4b9e-9f00-00000000000c',
    addressID: '0b7c2f7e-4a3d-4b9e-9f00-00000000000d',
  };
  const address = {
    type: 'address',
    first_name: 'Ada',
    last_name: 'Lovelace',
    line_1: '12 St James Square',
    city: 'London',
    postcode: 'SW1Y 4JH',
    country: 'GB',
  };
  const accountCases: Case[] = [
    { method: 'GET', path: '/v2/accounts/{accountID}', shopperStatus: [403] },
    {
      method: 'PUT',
      path: '/v2/accounts/{accountID}',
      body: () => ({ data: { type: 'account', name: 'Taken over' } }),
      shopperStatus: [403],
    },
    { method: 'GET', path: '/v2/account-members/{accountMemberID}', shopperStatus: [403] },
    { method: 'GET', path: '/v2/accounts/{accountID}/account-memberships', shopperStatus: [403] },
    {
      method: 'GET',
      path: '/v2/accounts/{accountID}/account-memberships/{membershipID}',
      shopperStatus: [403],
    },
    { method: 'GET', path: '/v2/accounts/{accountID}/addresses', shopperStatus: [403] },
    {
      method: 'POST',
      path: '/v2/accounts/{accountID}/addresses',
      body: () => ({ data: address }),
      shopperStatus: [403],
    },
    { method: 'GET', path: '/v2/accounts/{accountID}/addresses/{addressID}', shopperStatus: [403] },
    {
      method: 'PUT',
      path: '/v2/accounts/{accountID}/addresses/{addressID}',
      body: () => ({ data: { type: 'address', city: 'Paris' } }),
      shopperStatus: [403],
    },
    { method: 'DELETE', path: '/v2/accounts/{accountID}/addresses/{addressID}', shopperStatus: [403] },
  ];

  const adasAccount = () =>
    Promise.all(
      [
        `/v2/accounts/${mine.accountID}`,
        `/v2/account-members/${mine.accountMemberID}`,
        `/v2/accounts/${mine.accountID}/account-memberships`,
        `/v2/accounts/${mine.accountID}/addresses`,
      ].map(async (path) => {
        const response = await svc.request(path, { token: tokens.ada });
        expect(response.status, path).toBe(200);
        return response.json();
      }),
    );

  beforeAll(async () => {
    mine.accountID = DEMO_ACCOUNTS.ada.id;
    const first = async (path: string) =>
      ((await (await svc.request(path, { token: tokens.ada })).json()) as { data: { id: string }[] }).data[0]!
        .id;
    mine.accountMemberID = await first('/v2/account-members');
    mine.membershipID = await first(`/v2/accounts/${mine.accountID}/account-memberships`);
    const made = await svc.request(`/v2/accounts/${mine.accountID}/addresses`, {
      method: 'POST',
      token: tokens.ada,
      json: { data: address },
    });
    expect(made.status).toBe(200);
    mine.addressID = ((await made.json()) as { data: { id: string } }).data.id;
  });

  it('covers every operation of the service that takes the id of an account or its member', async () => {
    const document = (await (await svc.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const owned = Object.entries(document.paths)
      .filter(([path]) => /^\/v2\/accounts\/\{|^\/v2\/account-members\/\{/.test(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect(accountCases.map((item) => `${item.method} ${item.path}`).sort()).toEqual(owned.sort());
  });

  for (const item of accountCases) {
    it(`${item.method} ${item.path}: Grace gets the 404 of an unknown id, a shopper 403, Ada's account stays as it was`, async () => {
      const before = await adasAccount();
      const grace = await send(item, mine, tokens.grace);
      expect(grace.status).toBe(404);
      const error = await firstError(grace);
      const unknown = await send(item, unknownAccountIds, tokens.grace);
      expect(unknown.status).toBe(404);
      expect(error.title).toBe((await firstError(unknown)).title);
      expect(JSON.stringify(error)).not.toMatch(new RegExp(`Lovelace|${DEMO_ACCOUNTS.ada.email}`, 'i'));

      const shopper = await send(item, mine, tokens.implicit);
      expect(item.shopperStatus).toContain(shopper.status);
      expect(await adasAccount()).toEqual(before);
    });
  }
});
