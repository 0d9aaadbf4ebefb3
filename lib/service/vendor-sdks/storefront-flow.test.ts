import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutApi,
  createAnAccessToken,
  createClient,
  extractProductImage,
  getACart,
  getACurrency,
  getAFile,
  getAllCurrencies,
  getAllFiles,
  getByContextAllProducts,
  getByContextProduct,
  getCartItems,
  manageCarts,
  postV2AccountMembersTokens,
} from '@epcc-sdk/sdks-shopper';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/ids';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import type { TestService } from '../testing/harness';
import {
  randomCartId,
  sdkGateway,
  shopperClient,
  startSdkService,
  ADA_ADDRESS,
} from '../testing/vendor-sdks';

/**
 * A first page view as a storefront built on the SDKs makes it (the vendor's composable-frontend
 * and the gateway's own start-up), then add to cart and checkout; plus points 11 (files) and 13
 * (currencies) that its pages read.
 */
const { products } = DEMO_CATALOG;
let svc: TestService;
let implicit: string;
beforeAll(async () => {
  svc = await startSdkService();
  const { data, response } = await createAnAccessToken({
    client: createClient({ baseUrl: svc.baseUrl }),
    body: { grant_type: 'implicit', client_id: svc.config.clientId },
  });
  expect(response.status).toBe(200);
  implicit = data!.access_token!;
});
afterAll(() => svc?.close());

describe('a storefront’s first page view, add to cart and checkout', () => {
  it('through the shopper SDK, as the vendor’s storefront calls it', async () => {
    const client = shopperClient(svc, implicit);
    const cartId = randomCartId();
    // The header's cart count: a cart nobody has made yet reads as empty, with its items included.
    const first = await getACart({
      client,
      path: { cartID: cartId },
      query: { include: ['items', 'promotions'] },
    });
    expect(first.response.status).toBe(200);
    expect(first.data!.included?.items ?? []).toEqual([]);

    // The home page: products with their main images, each image found where the SDK looks.
    const listing = await getByContextAllProducts({
      client,
      query: { include: ['main_image'], 'page[limit]': BigInt(100) },
    });
    expect(listing.response.status).toBe(200);
    const tent = listing.data!.data!.find((product) => product.id === products.twoPersonTent)!;
    const image = extractProductImage(tent, listing.data!.included?.main_images);
    expect(image).toMatchObject({
      mime_type: expect.stringMatching(/^image\//),
      link: { href: expect.any(String) },
    });
    const picture = await fetch(image!.link!.href!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    // Main images read by id, as its product cards do (point 11).
    const files = await getAllFiles({ client, query: { filter: `in(id,${image!.id})` } });
    expect(files.data!.data!.map((file) => file.id)).toEqual([image!.id]);
    expect(files.data!.data![0]).toMatchObject({
      file_name: image!.file_name,
      link: { href: image!.link!.href },
    });
    const one = await getAFile({ client, path: { fileID: image!.id! } });
    expect(one.data!.data).toMatchObject({ id: image!.id, mime_type: image!.mime_type });
    const missing = await getAFile({ client, path: { fileID: 'not-a-file' } });
    expect(missing.response.status).toBe(404);
    // files.yaml's error envelope: the status is an integer there.
    expect(missing.error).toMatchObject({ errors: [{ status: 404, title: 'Not Found' }] });
    const badFilter = await getAllFiles({ client, query: { filter: 'in(colour,red)' } });
    expect(badFilter.response.status).toBe(400);
    expect(badFilter.error).toMatchObject({ errors: [{ status: 400 }] });
    const anonymous = await fetch(`${svc.baseUrl}/v2/files/${image!.id}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ errors: [{ status: 401 }] });

    // The currency picker (point 13).
    const currencies = await getAllCurrencies({ client });
    expect(currencies.data!.data!.map((currency) => currency.code)).toEqual(['USD', 'EUR', 'GBP']);
    const usd = currencies.data!.data!.find((currency) => currency.default)!;
    expect(usd).toMatchObject({ code: 'USD', decimal_places: 2, format: '${price}', enabled: true });
    const eur = await getACurrency({ client, path: { currencyID: currencies.data!.data![1]!.id! } });
    expect(eur.data!.data).toMatchObject({ code: 'EUR', default: false });
    expect((await getACurrency({ client, path: { currencyID: 'XYZ' } })).response.status).toBe(404);

    // The product page, then add to cart as its form does (one item, not an array).
    const product = await getByContextProduct({ client, path: { product_id: products.pocketTee } });
    expect(product.data!.data!.attributes!.sku).toBe('POCKET-TEE');
    const added = await manageCarts({
      client,
      path: { cartID: cartId },
      body: { data: { type: 'cart_item', id: products.pocketTee, quantity: 2 } },
    });
    expect(added.response.status).toBe(201);
    const cart = await getACart({ client, path: { cartID: cartId }, query: { include: ['items'] } });
    expect(cart.data!.included!.items).toHaveLength(1);
    // The vendor storefront's bag reads the unit and line prices under `unit` and `value` (its SDK's
    // CartItemFormattedPriceData); spec 2.8's line amounts stay on each group beside them.
    const line = cart.data!.included!.items![0]!;
    const unitPrice = product.data!.data!.meta!.display_price!.without_tax!.amount!;
    const groups = line.meta!.display_price!;
    expect(groups.with_tax).toMatchObject({
      amount: unitPrice * 2,
      unit: { amount: unitPrice, currency: 'USD', formatted: expect.any(String) },
      value: { amount: unitPrice * 2, currency: 'USD' },
    });
    expect(groups.without_discount).toMatchObject({
      unit: { amount: unitPrice },
      value: { amount: unitPrice * 2 },
    });
    expect(groups.discount).toMatchObject({ unit: { amount: 0 }, value: { amount: 0 } });
    expect((await getCartItems({ client, path: { cartID: cartId } })).data!.data).toHaveLength(1);

    const order = await checkoutApi({
      client,
      path: { cartID: cartId },
      body: {
        data: {
          customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
          billing_address: ADA_ADDRESS,
          shipping_address: ADA_ADDRESS,
        },
      },
    });
    expect(order.response.status).toBe(201);
    expect(order.data!.data).toMatchObject({ type: 'order', status: 'incomplete' });
  });

  it('through the gateway, which authenticates itself and makes a random cart id', async () => {
    const ep = sdkGateway(svc);
    const cartId = randomCartId();
    expect((await ep.Cart(cartId).Items()).data).toEqual([]);
    const catalog = await ep.ShopperCatalog.Get();
    expect(catalog.data.type).toBe('catalog-release');
    const listing = await ep.ShopperCatalog.Products.Limit(3).All();
    expect(listing.data).toHaveLength(3);
    const product = await ep.ShopperCatalog.Products.Get({ productId: listing.data[0]!.id });
    expect(product.data.id).toBe(listing.data[0]!.id);
    await ep.Cart(cartId).AddProduct(products.pocketTee, 1);
    const order = await ep
      .Cart(cartId)
      .Checkout({ email: 'ada@example.com', name: 'Ada Lovelace' }, ADA_ADDRESS);
    expect(order.data.status).toBe('incomplete');
    // The cart is emptied by checkout.
    expect((await ep.Cart(cartId).Items()).data).toEqual([]);
    const currencies = await ep.Currencies.All();
    expect(currencies.data.map((currency) => currency.code)).toContain('EUR');
  });

  it('signs a member in as the vendor storefront does, naming the member in meta', async () => {
    // Its login action: the SDK call with a password profile id (which the service does not need),
    // then `meta.account_member_id` into its sign-in cookie; without it the sign-in fails.
    const signIn = (username: string) =>
      postV2AccountMembersTokens({
        client: shopperClient(svc, implicit),
        body: {
          data: {
            type: 'account_management_authentication_token',
            authentication_mechanism: 'password',
            password_profile_id: 'a-password-profile',
            username,
            password: DEMO_PASSWORD,
          },
        },
      } as Parameters<typeof postV2AccountMembersTokens>[0]);
    const ada = await signIn(DEMO_ACCOUNTS.ada.email);
    expect(ada.response.status).toBe(201);
    const member = (ada.data!.meta as { account_member_id?: string } | undefined)?.account_member_id;
    expect(member).toMatch(/^[0-9a-f-]{36}$/);
    expect(ada.data!.data![0]).toMatchObject({ account_id: DEMO_ACCOUNTS.ada.id, token: expect.any(String) });
    const again = await signIn(DEMO_ACCOUNTS.ada.email);
    expect((again.data!.meta as { account_member_id?: string }).account_member_id).toBe(member);
    const grace = await signIn(DEMO_ACCOUNTS.grace.email);
    expect((grace.data!.meta as { account_member_id?: string }).account_member_id).not.toBe(member);
  });
});
