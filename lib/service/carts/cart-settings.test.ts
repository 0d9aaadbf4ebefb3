import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartListResponse, cartResponse } from '@/lib/commerce/schemas/carts';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  allTokens,
  newCartId,
  product,
  PRODUCTS,
  startCartService,
  type Tokens,
} from '../testing/carts';

/**
 * `PUT /v2/carts/{id}` and the cart–account association (`POST`/`DELETE
 * /v2/carts/{id}/relationships/accounts`), as cart_checkout.yaml documents them (issue 23 point 4).
 */
let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startCartService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

const putCart = (cartId: string, data: unknown, token = tokens.implicit) =>
  svc.request(`/v2/carts/${cartId}`, { method: 'PUT', token, json: { data } });
const readCart = async (cartId: string, token = tokens.implicit) => {
  const response = await svc.request(`/v2/carts/${cartId}`, { token });
  expect(response.status).toBe(200);
  return cartResponse.parse(await response.json()).data;
};
const guestCart = async (label: string) => {
  const cartId = newCartId(label);
  await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
  return cartId;
};
const accountsPath = (cartId: string) => `/v2/carts/${cartId}/relationships/accounts`;
const associate = (cartId: string, token: string, data?: unknown) =>
  svc.request(accountsPath(cartId), { method: 'POST', token, ...(data !== undefined && { json: { data } }) });
const dissociate = (cartId: string, token: string, data?: unknown) =>
  svc.request(accountsPath(cartId), {
    method: 'DELETE',
    token,
    ...(data !== undefined && { json: { data } }),
  });

describe('PUT /v2/carts/{id}', () => {
  it('changes the name, description, contact, discount settings and custom attributes; what is left out stays', async () => {
    const cartId = await guestCart('settings');
    const changed = await putCart(cartId, {
      name: 'Camping trip',
      description: 'For the lake',
      contact: { email: 'ada@example.com' },
      discount_settings: { custom_discounts_enabled: false, use_rule_promotions: true },
      custom_attributes: {
        is_member: { type: 'boolean', value: true },
        level: { type: 'string', value: 'gold' },
      },
    });
    expect(changed.status).toBe(200);
    const body = cartResponse.parse(await changed.json()).data;
    expect(body).toMatchObject({
      id: cartId,
      name: 'Camping trip',
      description: 'For the lake',
      contact: { email: 'ada@example.com' },
      discount_settings: { custom_discounts_enabled: false, use_rule_promotions: true },
      custom_attributes: {
        is_member: { type: 'boolean', value: true },
        level: { type: 'string', value: 'gold' },
      },
      meta: { item_count: 1 },
    });

    expect((await putCart(cartId, { description: 'For the sea' })).status).toBe(200);
    expect(await readCart(cartId)).toMatchObject({
      name: 'Camping trip',
      description: 'For the sea',
      contact: { email: 'ada@example.com' },
      discount_settings: { use_rule_promotions: true },
    });
    // An empty contact email takes it off; custom attributes are replaced as a whole.
    expect((await putCart(cartId, { contact: { email: '' }, custom_attributes: {} })).status).toBe(200);
    const cleared = await readCart(cartId);
    expect(cleared).not.toHaveProperty('contact');
    expect(cleared).not.toHaveProperty('custom_attributes');
  });

  it('refuses bad input in the error envelope and changes nothing', async () => {
    const cartId = await guestCart('bad-settings');
    expect((await putCart(cartId, { name: 'Kept' })).status).toBe(200);
    const refusals: [unknown, number, RegExp][] = [
      [{ discount_settings: { custom_discounts_enabled: true, use_rule_promotions: true } }, 422, /both/],
      [{ name: '   ' }, 400, /data\.name/],
      [{ name: 'x'.repeat(256) }, 400, /data\.name/],
      [{ contact: { email: 'not an address' } }, 400, /data\.contact\.email/],
      [{ custom_attributes: { n: { type: 'integer', value: 'seven' } } }, 400, /custom_attributes/],
      [
        {
          custom_attributes: Object.fromEntries(
            Array.from({ length: 21 }, (_, i) => [`a${i}`, { type: 'string', value: 'v' }]),
          ),
        },
        400,
        /custom_attributes/,
      ],
      [{ payment_intent_id: 'pi_123' }, 400, /payment_intent_id/],
    ];
    for (const [data, status, detail] of refusals) {
      const response = await putCart(cartId, { name: 'Changed', ...(data as object) });
      expect(response.status, JSON.stringify(data)).toBe(status);
      const error = await firstError(response);
      // cart_checkout.yaml types the cart's own error statuses as integers.
      expect(error.status).toBe(status);
      expect(error.detail).toMatch(detail);
    }
    const unchanged = await readCart(cartId);
    expect(unchanged.name).toBe('Kept');
    expect(unchanged).not.toHaveProperty('discount_settings');
    expect((await putCart(newCartId('never-used'), { name: 'Ghost' })).status).toBe(404);
  });

  it('keeps every field of changes sent at the same time', async () => {
    const cartId = await guestCart('parallel');
    const answers = await Promise.all([
      putCart(cartId, { name: 'Parallel name' }),
      putCart(cartId, { description: 'Parallel description' }),
      putCart(cartId, { contact: { email: 'grace@example.com' } }),
      putCart(cartId, { discount_settings: { use_rule_promotions: true } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await readCart(cartId)).toMatchObject({
      name: 'Parallel name',
      description: 'Parallel description',
      contact: { email: 'grace@example.com' },
      discount_settings: { use_rule_promotions: true },
    });
  });

  it('takes no contact email on a cart that belongs to an account', async () => {
    const cartId = newCartId('ada-contact');
    await addExpecting(svc, tokens.ada, cartId, [product(PRODUCTS.pocketTee)], 201);
    const refused = await putCart(cartId, { contact: { email: 'ada@example.com' } }, tokens.ada);
    expect(refused.status).toBe(422);
    expect((await putCart(cartId, { name: 'Ada’s' }, tokens.ada)).status).toBe(200);
    expect((await putCart(cartId, { name: 'Not Ada' }, tokens.grace)).status).toBe(404);
    expect((await readCart(cartId, tokens.ada)).name).toBe('Ada’s');
  });
});

describe('the cart–account association', () => {
  it('makes a guest cart the signed-in account’s, once; the account lists it and others lose it', async () => {
    const cartId = await guestCart('to-associate');
    const made = await associate(cartId, tokens.ada);
    expect(made.status).toBe(200);
    expect(await made.json()).toEqual({ data: [{ type: 'account', id: DEMO_ACCOUNTS.ada.id }] });
    // Already hers: 204 without a body, as the vendor documents it.
    const again = await associate(cartId, tokens.ada, [{ type: 'account', id: DEMO_ACCOUNTS.ada.id }]);
    expect(again.status).toBe(204);
    expect(await again.text()).toBe('');

    expect((await readCart(cartId, tokens.ada)).relationships?.accounts?.data).toEqual([
      { type: 'account', id: DEMO_ACCOUNTS.ada.id },
    ]);
    const listed = await svc.request('/v2/carts', { token: tokens.ada });
    expect(cartListResponse.parse(await listed.json()).data.map((cart) => cart.id)).toContain(cartId);
    for (const token of [tokens.implicit, tokens.grace])
      expect((await svc.request(`/v2/carts/${cartId}`, { token })).status).toBe(404);
    // Another account can neither take it nor let it go.
    expect((await associate(cartId, tokens.grace)).status).toBe(404);
    expect((await dissociate(cartId, tokens.grace)).status).toBe(404);

    // Taken off: a guest cart again, whoever holds its id reaches it.
    const off = await dissociate(cartId, tokens.ada);
    expect(off.status).toBe(204);
    const guest = await readCart(cartId);
    expect(guest.relationships?.accounts).toBeUndefined();
    expect(guest.meta.item_count).toBe(1);
  });

  it('gives a guest cart to one account only when two ask at the same time', async () => {
    const cartId = await guestCart('race');
    const answers = await Promise.all([associate(cartId, tokens.ada), associate(cartId, tokens.grace)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const winner = answers[0]!.status === 200 ? DEMO_ACCOUNTS.ada.id : DEMO_ACCOUNTS.grace.id;
    const winnerToken = answers[0]!.status === 200 ? tokens.ada : tokens.grace;
    expect((await readCart(cartId, winnerToken)).relationships?.accounts?.data).toEqual([
      { type: 'account', id: winner },
    ]);
  });

  it('associates only the token’s own account: another account’s id is 404, a shopper’s token 403', async () => {
    const cartId = await guestCart('own-only');
    const named = await associate(cartId, tokens.ada, [{ type: 'account', id: DEMO_ACCOUNTS.grace.id }]);
    expect(named.status).toBe(404);
    expect((await firstError(named)).detail).toBe(`No account ${DEMO_ACCOUNTS.grace.id}`);
    expect((await associate(cartId, tokens.implicit)).status).toBe(403);
    expect((await readCart(cartId)).relationships?.accounts).toBeUndefined();

    // An administrator names any existing account.
    const unknown = '0b7c2f7e-4a3d-4b9e-9f00-0000000000ff';
    expect((await associate(cartId, tokens.admin, [{ type: 'account', id: unknown }])).status).toBe(404);
    expect((await associate(cartId, tokens.admin)).status).toBe(422);
    const byAdmin = await associate(cartId, tokens.admin, [{ type: 'account', id: DEMO_ACCOUNTS.grace.id }]);
    expect(byAdmin.status).toBe(200);
    expect((await readCart(cartId, tokens.grace)).relationships?.accounts?.data).toEqual([
      { type: 'account', id: DEMO_ACCOUNTS.grace.id },
    ]);
  });

  it('refuses a malformed body with 400, and a cart with a contact email with 422', async () => {
    const cartId = await guestCart('contact');
    for (const data of [[{ type: 'customer', id: DEMO_ACCOUNTS.ada.id }], [], 'ada']) {
      const response = await associate(cartId, tokens.ada, data);
      expect(response.status, JSON.stringify(data)).toBe(400);
    }
    expect((await putCart(cartId, { contact: { email: 'guest@example.com' } })).status).toBe(200);
    const refused = await associate(cartId, tokens.ada);
    expect(refused.status).toBe(422);
    expect((await firstError(refused)).detail).toMatch(/contact email/);
    expect((await readCart(cartId)).relationships?.accounts).toBeUndefined();
  });
});

describe('changing and removing a cart’s shipping groups; an order’s groups', () => {
  const groupsPath = (cartId: string) => `/v2/carts/${cartId}/shipping-groups`;
  const createGroup = async (cartId: string, data: Record<string, unknown>) => {
    const response = await svc.request(groupsPath(cartId), {
      method: 'POST',
      token: tokens.implicit,
      json: { data: { type: 'shipping_group', ...data } },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const putGroup = (cartId: string, groupId: string, data: unknown, token = tokens.implicit) =>
    svc.request(`${groupsPath(cartId)}/${groupId}`, { method: 'PUT', token, json: { data } });
  const deleteGroup = (cartId: string, groupId: string, token = tokens.implicit) =>
    svc.request(`${groupsPath(cartId)}/${groupId}`, { method: 'DELETE', token });
  const total = async (cartId: string) => (await readCart(cartId)).meta.display_price.with_tax.amount;

  it('changes a group’s price and details; the cart’s totals follow; fields left out stay', async () => {
    const quay = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      line_1: '1 Quay',
      city: 'Bristol',
      postcode: 'BS1 1AA',
      country: 'GB',
    };
    const cartId = await guestCart('group-change');
    const before = await total(cartId);
    const groupId = await createGroup(cartId, {
      name: 'Post',
      shipping_type: 'Letter',
      shipping_price: { total: 300 },
    });
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.hikingBoot, 1, { shipping_group_id: groupId })],
      201,
    );
    const withGroup = await total(cartId);
    const changed = await putGroup(cartId, groupId, {
      type: 'shipping_group',
      shipping_price: { total: 800 },
      tracking_reference: 'TRACK-1',
      address: quay,
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: unknown }).data).toMatchObject({
      id: groupId,
      name: 'Post',
      shipping_type: 'Letter',
      tracking_reference: 'TRACK-1',
      shipping_price: { total: 800 },
      address: { city: 'Bristol' },
    });
    expect(await total(cartId)).toBe(withGroup + 500);
    expect(withGroup).toBeGreaterThan(before);
    // Read back, the address has every key the vendor's ShippingAddress requires ('' where none was given).
    const addressKeys = { company_name: '', phone_number: '', line_2: '', county: '', instructions: '' };
    const read = await svc.request(`${groupsPath(cartId)}/${groupId}`, { token: tokens.implicit });
    expect(((await read.json()) as { data: { address: unknown } }).data.address).toEqual({
      ...addressKeys,
      ...quay,
    });
    const listed = await svc.request(groupsPath(cartId), { token: tokens.implicit });
    expect(((await listed.json()) as { data: { address?: unknown }[] }).data[0]!.address).toMatchObject(
      addressKeys,
    );

    for (const [data, status] of [
      [{ shipping_price: { total: -1 } }, 400],
      [{ external_ref: 'x'.repeat(65) }, 400],
      [{ shipping_price: {} }, 400],
    ] as const) {
      const refused = await putGroup(cartId, groupId, data);
      expect(refused.status, JSON.stringify(data)).toBe(status);
    }
    expect(await total(cartId)).toBe(withGroup + 500);
    expect((await putGroup(cartId, '5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d', { name: 'x' })).status).toBe(404);
  });

  it('keeps a store method’s price: a new price for its group is 422', async () => {
    const cartId = await guestCart('group-method');
    const groupId = await createGroup(cartId, { shipping_type: 'standard' });
    const refused = await putGroup(cartId, groupId, { shipping_price: { total: 1 } });
    expect(refused.status).toBe(422);
    const details = await putGroup(cartId, groupId, { tracking_reference: 'PARCEL-9' });
    expect(details.status).toBe(200);
    expect(((await details.json()) as { data: unknown }).data).toMatchObject({
      shipping_type: 'standard',
      tracking_reference: 'PARCEL-9',
    });
  });

  it('removes a group no item links to; one that items link to is 400 and stays', async () => {
    const cartId = await guestCart('group-delete');
    const free = await createGroup(cartId, { name: 'Spare', shipping_price: { total: 100 } });
    const used = await createGroup(cartId, { name: 'Used', shipping_price: { total: 200 } });
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.hikingBoot, 1, { shipping_group_id: used })],
      201,
    );
    const removed = await deleteGroup(cartId, free);
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    const refused = await deleteGroup(cartId, used);
    expect(refused.status).toBe(400);
    expect((await firstError(refused)).detail).toMatch(/link/);
    const list = (await (await svc.request(groupsPath(cartId), { token: tokens.implicit })).json()) as {
      data: { id: string }[];
    };
    expect(list.data.map((group) => group.id)).toEqual([used]);
    expect((await deleteGroup(cartId, free)).status).toBe(404);
  });

  it('another account’s cart groups are 404 to change or remove', async () => {
    const cartId = newCartId('ada-groups');
    await addExpecting(svc, tokens.ada, cartId, [product(PRODUCTS.pocketTee)], 201);
    const made = await svc.request(groupsPath(cartId), {
      method: 'POST',
      token: tokens.ada,
      json: { data: { type: 'shipping_group', name: 'Home', shipping_price: { total: 100 } } },
    });
    const groupId = ((await made.json()) as { data: { id: string } }).data.id;
    expect((await putGroup(cartId, groupId, { name: 'Taken' }, tokens.grace)).status).toBe(404);
    expect((await deleteGroup(cartId, groupId, tokens.grace)).status).toBe(404);
    const mine = await svc.request(`${groupsPath(cartId)}/${groupId}`, { token: tokens.ada });
    expect(((await mine.json()) as { data: { name: string } }).data.name).toBe('Home');
  });

  it('reads an order’s shipping groups, each naming its order; others get 404', async () => {
    const cartId = newCartId('ordered-groups');
    await addExpecting(svc, tokens.ada, cartId, [product(PRODUCTS.pocketTee)], 201);
    const made = await svc.request(groupsPath(cartId), {
      method: 'POST',
      token: tokens.ada,
      json: {
        data: {
          type: 'shipping_group',
          shipping_type: 'standard',
          // No city, phone, company, second line, county or instructions: read back as ''.
          address: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            line_1: '1 Quay',
            postcode: 'BS1 1AA',
            country: 'GB',
          },
        },
      },
    });
    expect(made.status).toBe(201);
    const groupId = ((await made.json()) as { data: { id: string } }).data.id;
    const ordered = await svc.request(`/v2/carts/${cartId}/checkout`, {
      method: 'POST',
      token: tokens.ada,
      json: {
        data: {
          customer: { email: 'ada@example.com', name: 'Ada Lovelace' },
          shipping_address: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            line_1: '12 St James Square',
            city: 'London',
            postcode: 'SW1Y 4JH',
            country: 'GB',
          },
        },
      },
    });
    expect(ordered.status).toBe(201);
    const orderId = ((await ordered.json()) as { data: { id: string } }).data.id;
    const list = await svc.request(`/v2/orders/${orderId}/shipping-groups`, { token: tokens.ada });
    expect(list.status).toBe(200);
    const groups = ((await list.json()) as { data: { id: string; order_id: string }[] }).data;
    expect(groups).toEqual([
      expect.objectContaining({ id: groupId, order_id: orderId, type: 'shipping_group' }),
    ]);
    const one = await svc.request(`/v2/orders/${orderId}/shipping-groups/${groupId}`, { token: tokens.ada });
    expect(one.status).toBe(200);
    const group = ((await one.json()) as { data: { shipping_type: string; address: unknown } }).data;
    expect(group.shipping_type).toBe('standard');
    expect(group.address).toMatchObject({
      city: '',
      phone_number: '',
      company_name: '',
      line_2: '',
      county: '',
    });
    for (const token of [tokens.grace, tokens.implicit]) {
      expect((await svc.request(`/v2/orders/${orderId}/shipping-groups`, { token })).status).toBe(404);
      expect((await svc.request(`/v2/orders/${orderId}/shipping-groups/${groupId}`, { token })).status).toBe(
        404,
      );
    }
    expect(
      (
        await svc.request(`/v2/orders/${orderId}/shipping-groups/5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d`, {
          token: tokens.ada,
        })
      ).status,
    ).toBe(404);
  });
});
