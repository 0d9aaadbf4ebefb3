import { afterAll, beforeAll } from 'vitest';
import type { CartItem, CartItemsResponse, OrderResponse } from '@/lib/commerce/schemas/carts';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/ids';
import { startTestService, type TestService } from './harness';

/** Shared by the cart and order tests: a service with every demo seeder run (catalog, accounts, promotions). */
export const startCartService = (): Promise<TestService> => startTestService({ seedDemoData: true });

/**
 * A suite's seeded service and every kind of token, started before its tests and closed after:
 * read `suite.svc` and `suite.tokens` inside the tests.
 */
export function cartServiceSuite(): { svc: TestService; tokens: Tokens } {
  const suite = {} as { svc: TestService; tokens: Tokens };
  beforeAll(async () => {
    suite.svc = await startCartService();
    suite.tokens = await allTokens(suite.svc);
  });
  afterAll(() => suite.svc?.close());
  return suite;
}

/** Demo products with the facts the tests rely on (lib/service/demo/catalog/records.json). */
export const PRODUCTS = {
  ...DEMO_CATALOG.products,
  familyTent: demoId.product('family-tent'),
  headlamp: demoId.product('headlamp'),
  campPillow: demoId.product('camp-pillow'),
  sleepingBag: demoId.product('sleeping-bag'),
  marketTote: demoId.product('market-tote'),
  glassTumblers: demoId.product('glass-tumblers'),
  teeThreePack: demoId.product('tee-three-pack'),
};

export interface Tokens {
  implicit: string;
  admin: string;
  ada: string;
  grace: string;
}

export async function accountToken(svc: TestService, who: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const response = await svc.request('/v2/account-members/tokens', {
    method: 'POST',
    json: {
      data: {
        type: 'account_management_authentication_token',
        authentication_mechanism: 'password',
        username: DEMO_ACCOUNTS[who].email,
        password: DEMO_PASSWORD,
      },
    },
  });
  if (response.status !== 201) throw new Error(`sign-in of ${who} failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string }[] }).data[0]!.token;
}

export async function allTokens(svc: TestService): Promise<Tokens> {
  const [implicit, admin, ada, grace] = await Promise.all([
    svc.token('implicit'),
    svc.token('admin'),
    accountToken(svc, 'ada'),
    accountToken(svc, 'grace'),
  ]);
  return { implicit, admin, ada, grace };
}

let counter = 0;
/** A cart id no other test uses. */
export const newCartId = (label = 'cart') =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${(counter += 1)}`;

export interface ItemErrorBody {
  status: string;
  title: string;
  detail: string;
  meta: { index: number; id?: string; sku?: string; [key: string]: unknown };
}
export type AddAnswer = CartItemsResponse & { errors?: ItemErrorBody[] };

export function addToCart(
  svc: TestService,
  token: string,
  cartId: string,
  data: unknown,
  options: { allOrNothing?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  return svc.request(`/v2/carts/${cartId}/items`, {
    method: 'POST',
    token,
    headers: options.headers,
    json: {
      data,
      ...(options.allOrNothing !== undefined && { options: { add_all_or_nothing: options.allOrNothing } }),
    },
  });
}

/** Adds and expects the given status, answering the parsed body. */
export async function addExpecting(
  svc: TestService,
  token: string,
  cartId: string,
  data: unknown,
  status: number,
  options: Parameters<typeof addToCart>[4] = {},
): Promise<AddAnswer> {
  const response = await addToCart(svc, token, cartId, data, options);
  const body = (await response.json()) as AddAnswer;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body).slice(0, 800)}`);
  return body;
}

export async function cartItems(svc: TestService, token: string, cartId: string): Promise<AddAnswer> {
  const response = await svc.request(`/v2/carts/${cartId}/items`, { token });
  if (response.status !== 200)
    throw new Error(`GET items of ${cartId}: ${response.status} ${await response.text()}`);
  return (await response.json()) as AddAnswer;
}

export const product = (id: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
  type: 'cart_item',
  id,
  quantity,
  ...extra,
});
export const customItem = (name: string, amount: number, extra: Record<string, unknown> = {}) => ({
  type: 'custom_item',
  name,
  quantity: 1,
  price: { amount },
  ...extra,
});

export const lineOf = (body: { data: CartItem[] }, productId: string) =>
  body.data.filter((item) => item.product_id === productId);

export const SHIPPING_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '12 St James Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  country: 'GB',
};
export const CHECKOUT = {
  data: { customer: { email: 'ada@example.com', name: 'Ada Lovelace' }, shipping_address: SHIPPING_ADDRESS },
};

export async function checkoutCart(svc: TestService, token: string, cartId: string): Promise<OrderResponse> {
  const response = await svc.request(`/v2/carts/${cartId}/checkout`, {
    method: 'POST',
    token,
    json: CHECKOUT,
  });
  if (response.status !== 201)
    throw new Error(`checkout of ${cartId}: ${response.status} ${await response.text()}`);
  return (await response.json()) as OrderResponse;
}

/** A product's price and tiers as the shopper's catalog lists them (what a cart line must charge). */
export async function catalogPricing(
  svc: TestService,
  token: string,
  productId: string,
  headers: Record<string, string> = {},
) {
  const response = await svc.request(`/catalog/products/${productId}`, { token, headers });
  if (response.status !== 200) throw new Error(`GET product ${productId}: ${response.status}`);
  const body = (await response.json()) as {
    data: {
      attributes: {
        price: Record<string, { amount: number; includes_tax?: boolean }>;
        tiers?: Record<string, { minimum_quantity: number; price: Record<string, { amount: number }> }>;
      };
    };
  };
  return { price: body.data.attributes.price, tiers: body.data.attributes.tiers ?? {} };
}
