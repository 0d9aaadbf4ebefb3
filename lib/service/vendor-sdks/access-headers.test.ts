import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutApi, getByContextProduct, listSubscriptions } from '@epcc-sdk/sdks-shopper';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { startTestService, type TestService } from '../testing/harness';
import {
  ACCOUNT_HEADER,
  randomCartId,
  SDK_ORIGIN,
  sdkGateway,
  sdkSignIn,
  shopperClient,
  startSdkService,
  ADA_ADDRESS,
} from '../testing/vendor-sdks';

/** Issue 14 points 7 (account flows), 8 (headers) and 9 (CORS), through both SDKs. */
const PRODUCT = DEMO_CATALOG.products.pocketTee;

let svc: TestService;
let implicit: string;
beforeAll(async () => {
  svc = await startSdkService();
  implicit = await svc.token('implicit');
});
afterAll(() => svc?.close());

const signIn = async (email: string) => (await sdkSignIn(svc, implicit, email)).token;

describe('account flows as the SDKs do them (point 7)', () => {
  it('acts as the account with an implicit bearer and the account token in its own header', async () => {
    const adaToken = await signIn(DEMO_ACCOUNTS.ada.email);
    for (const header of [ACCOUNT_HEADER, 'Vendor-Account-Management-Authentication-Token']) {
      const { data, response } = await listSubscriptions({
        client: shopperClient(svc, implicit, { [header]: adaToken }),
      });
      expect(response.status).toBe(200);
      expect(data!.data!.length).toBeGreaterThan(0);
      expect(data!.data!.every((sub) => sub.attributes?.account_id === DEMO_ACCOUNTS.ada.id)).toBe(true);
    }
    // The account token as the bearer (the storefront's way) works too.
    const asBearer = await listSubscriptions({ client: shopperClient(svc, adaToken) });
    expect(asBearer.data!.data!.length).toBe(
      (
        await listSubscriptions({
          client: shopperClient(svc, implicit, { [ACCOUNT_HEADER]: adaToken }),
        })
      ).data!.data!.length,
    );
    // Without the header an implicit token has no subscriptions to list; a bad header is a 401.
    expect((await listSubscriptions({ client: shopperClient(svc, implicit) })).response.status).toBe(403);
    const bad = await listSubscriptions({
      client: shopperClient(svc, implicit, { [ACCOUNT_HEADER]: 'nope' }),
    });
    expect(bad.response.status).toBe(401);
  });

  it('makes the account’s cart and checks it out with a contact', async () => {
    const adaToken = await signIn(DEMO_ACCOUNTS.ada.email);
    const ep = sdkGateway(svc);
    const cartId = randomCartId();
    await ep.Cart(cartId).AddProduct(PRODUCT, 1, {}, false, undefined, { [ACCOUNT_HEADER]: adaToken });
    // The gateway's CheckoutWithAccountManagementToken reads the token where its type declarations
    // put the headers, so the typed call goes through the shopper SDK, which sends the same request.
    const checkoutAs = (token: string, name: string, email: string) =>
      checkoutApi({
        client: shopperClient(svc, implicit),
        path: { cartID: cartId },
        headers: { [ACCOUNT_HEADER]: token },
        body: {
          data: { contact: { name, email }, billing_address: ADA_ADDRESS, shipping_address: ADA_ADDRESS },
        },
      });
    // Grace cannot see Ada's cart.
    const graceToken = await signIn(DEMO_ACCOUNTS.grace.email);
    expect((await checkoutAs(graceToken, 'Grace Hopper', DEMO_ACCOUNTS.grace.email)).response.status).toBe(
      404,
    );
    const { data: order, response } = await checkoutAs(adaToken, 'Ada Lovelace', DEMO_ACCOUNTS.ada.email);
    expect(response.status).toBe(201);
    expect(order!.data).toMatchObject({
      customer: { name: 'Ada Lovelace', email: DEMO_ACCOUNTS.ada.email },
      relationships: { account: { data: { id: DEMO_ACCOUNTS.ada.id } } },
    });
  });
});

describe('the vendor’s header names (point 8)', () => {
  it('prices a new cart in the currency the gateway’s currency option sends (X-MOLTIN-CURRENCY)', async () => {
    const added = await sdkGateway(svc, { currency: 'GBP' }).Cart(randomCartId()).AddProduct(PRODUCT, 1);
    expect(added.data[0]!.unit_price.currency).toBe('GBP');
    expect(added.meta.display_price.with_tax.currency).toBe('GBP');
  });

  it('selects the catalog by EP-Channel and EP-Context-Tag as by the Vendor- names', async () => {
    const catalogOf = async (headers: Record<string, string>) => {
      const { data } = await getByContextProduct({
        client: shopperClient(svc, implicit, headers),
        path: { product_id: PRODUCT },
      });
      return data!.data!.meta?.catalog_id;
    };
    const { standard, member } = DEMO_CATALOG.catalogs;
    expect(await catalogOf({})).toBe(standard);
    expect(await catalogOf({ 'EP-Channel': 'mobile' })).toBe(member);
    expect(await catalogOf({ 'EP-Context-Tag': 'vip' })).toBe(member);
    expect(await catalogOf({ 'Vendor-Channel': 'mobile' })).toBe(member);
    const viaGateway = await sdkGateway(svc, {
      headers: { 'EP-Channel': 'mobile' },
    }).ShopperCatalog.Products.Get({
      productId: PRODUCT,
    });
    expect(viaGateway.data.meta.catalog_id).toBe(member);
  });
});

describe('CORS for configured origins (point 9)', () => {
  it('answers a preflight for the SDKs’ headers and exposes ETag to the configured origin only', async () => {
    const preflight = await svc.request('/v2/carts/some-cart/items', {
      method: 'OPTIONS',
      headers: {
        Origin: SDK_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, content-type, ep-channel, x-moltin-currency, if-match, ep-inventories-multi-location',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SDK_ORIGIN);
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of [
      'authorization',
      'ep-channel',
      'x-moltin-currency',
      'if-match',
      ACCOUNT_HEADER.toLowerCase(),
      // Sent by the vendor's storefront on every call from the page (its search, images, currencies).
      'ep-inventories-multi-location',
    ])
      expect(allowed).toContain(header);

    const read = await svc.request(`/catalog/products/${PRODUCT}`, {
      token: implicit,
      headers: { Origin: SDK_ORIGIN },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(SDK_ORIGIN);
    expect(read.headers.get('access-control-expose-headers')).toMatch(/etag/i);

    const elsewhere = await svc.request(`/catalog/products/${PRODUCT}`, {
      token: implicit,
      headers: { Origin: 'http://elsewhere.example.test' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no origin by default: OPTIONS stays a 405', async () => {
    const bare = await startTestService();
    try {
      const preflight = await bare.request('/v2/carts/some-cart/items', {
        method: 'OPTIONS',
        headers: { Origin: SDK_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(405);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
