import { describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from '@/lib/commerce/client';
import * as carts from '@/lib/commerce/operations/carts';
import * as catalog from '@/lib/commerce/operations/catalog';
import * as extensions from '@/lib/commerce/operations/extensions';
import * as merchandising from '@/lib/commerce/operations/merchandising';
import * as orders from '@/lib/commerce/operations/orders';
import * as subscriptions from '@/lib/commerce/operations/subscriptions';

/**
 * The storefront is a proxy to the commerce service: ids from URLs, forms and cookies become path
 * segments of requests to `{base_url}` (the embedded service, or a remote one). Whatever such an id
 * holds, the request must stay on that host, below that base path, on the resource it names: an
 * id of `..` must not address the parent collection, `//evil` or an absolute URL must not change
 * the host, `?`/`#` must not add a query.
 */
const BASE = 'https://eu-west.api.example.com/v1';

const HOSTILE_IDS = [
  '..',
  '.',
  '%2e%2e',
  '%2E.',
  '../../v2/carts',
  '..%2f..%2fadmin',
  '..\\..\\admin',
  '//evil.example/x',
  'http://evil.example/x',
  '@evil.example',
  '?include=secret',
  '#fragment',
  'a/../../b',
  '\u0000',
];

/** Every operation of lib/commerce that puts a caller's id into a path, with the path it must stay under. */
const CALLS: {
  name: string;
  prefix: string;
  call: (client: CommerceClient, id: string) => Promise<unknown>;
}[] = [
  { name: 'getCart', prefix: '/v1/v2/carts/', call: (client, id) => carts.getCart(client, id) },
  { name: 'getCartItems', prefix: '/v1/v2/carts/', call: (client, id) => carts.getCartItems(client, id) },
  { name: 'addCartItems', prefix: '/v1/v2/carts/', call: (client, id) => carts.addCartItems(client, id, []) },
  {
    name: 'updateCartItem',
    prefix: '/v1/v2/carts/cart-1/items/',
    call: (client, id) => carts.updateCartItem(client, 'cart-1', id, 1),
  },
  {
    name: 'removeCartItem',
    prefix: '/v1/v2/carts/cart-1/items/',
    call: (client, id) => carts.removeCartItem(client, 'cart-1', id),
  },
  {
    name: 'removePromotion',
    prefix: '/v1/v2/carts/cart-1/discounts/',
    call: (client, id) => carts.removePromotion(client, 'cart-1', id),
  },
  {
    name: 'checkoutCart',
    prefix: '/v1/v2/carts/',
    call: (client, id) =>
      carts.checkoutCart(client, id, {
        data: { customer: { email: 'a@example.com', name: 'A' } },
      } as Parameters<typeof carts.checkoutCart>[2]),
  },
  { name: 'getOrder', prefix: '/v1/v2/orders/', call: (client, id) => orders.getOrder(client, id) },
  {
    name: 'getSubscription',
    prefix: '/v1/v2/subscriptions/subscriptions/',
    call: (client, id) => subscriptions.getSubscription(client, id),
  },
  {
    name: 'updateSubscription',
    prefix: '/v1/v2/subscriptions/subscriptions/',
    call: (client, id) => subscriptions.updateSubscription(client, id, {}),
  },
  {
    name: 'changeSubscriptionState',
    prefix: '/v1/v2/subscriptions/subscriptions/',
    call: (client, id) => subscriptions.changeSubscriptionState(client, id, 'pause'),
  },
  {
    name: 'listSubscriptionStates',
    prefix: '/v1/v2/subscriptions/subscriptions/',
    call: (client, id) => subscriptions.listSubscriptionStates(client, id),
  },
  {
    name: 'getEntry (slug)',
    prefix: '/v1/v2/extensions/',
    call: (client, id) => extensions.getEntry(client, id, 'entry-1'),
  },
  {
    name: 'getEntry (id)',
    prefix: '/v1/v2/extensions/account_preferences/',
    call: (client, id) => extensions.getEntry(client, 'account_preferences', id),
  },
  {
    name: 'updateEntry',
    prefix: '/v1/v2/extensions/account_preferences/',
    call: (client, id) => extensions.updateEntry(client, 'account_preferences', id, 'x_ext', {}),
  },
  {
    name: 'getHierarchy',
    prefix: '/v1/catalog/hierarchies/',
    call: (client, id) => catalog.getHierarchy(client, id),
  },
  {
    name: 'listHierarchyProducts',
    prefix: '/v1/catalog/hierarchies/',
    call: (client, id) => catalog.listHierarchyProducts(client, id),
  },
  { name: 'getNode', prefix: '/v1/catalog/nodes/', call: (client, id) => catalog.getNode(client, id) },
  {
    name: 'listNodeProducts',
    prefix: '/v1/catalog/nodes/',
    call: (client, id) => catalog.listNodeProducts(client, id),
  },
  {
    name: 'getProduct',
    prefix: '/v1/catalog/products/',
    call: (client, id) => catalog.getProduct(client, id),
  },
  {
    name: 'getProduct in a release',
    prefix: '/v1/pcm/catalogs/catalog-1/releases/',
    call: (client, id) =>
      catalog.getProduct(client, 'product-1', [], { kind: 'release', catalogId: 'catalog-1', releaseId: id }),
  },
  {
    name: 'getCatalog',
    prefix: '/v1/pcm/catalogs/',
    call: (client, id) => merchandising.getCatalog(client, id),
  },
  {
    name: 'getRelease',
    prefix: '/v1/pcm/catalogs/catalog-1/releases/',
    call: (client, id) => merchandising.getRelease(client, 'catalog-1', id),
  },
  {
    name: 'publishRelease',
    prefix: '/v1/pcm/catalogs/',
    call: (client, id) => merchandising.publishRelease(client, id),
  },
  {
    name: 'createVariationOption',
    prefix: '/v1/pcm/variations/',
    call: (client, id) => merchandising.createVariationOption(client, id, { name: 'S' }),
  },
  {
    name: 'getDraftProduct',
    prefix: '/v1/pcm/products/',
    call: (client, id) => merchandising.getDraftProduct(client, id),
  },
  {
    name: 'setProductStatus',
    prefix: '/v1/pcm/products/',
    call: (client, id) => merchandising.setProductStatus(client, id, 'live'),
  },
  {
    name: 'buildProduct',
    prefix: '/v1/pcm/products/',
    call: (client, id) => merchandising.buildProduct(client, id),
  },
];

/** A client whose "network" only records where each request would go. */
function recordingClient() {
  const sent: URL[] = [];
  const client = createCommerceClient({
    baseUrl: BASE,
    fetch: async (request) => {
      sent.push(new URL(request.url));
      return Response.json({ errors: [{ status: '404', title: 'Not Found' }] }, { status: 404 });
    },
  });
  return { client, sent };
}

describe('ids in the storefront’s requests to the commerce service', () => {
  for (const { name, prefix, call } of CALLS) {
    it(`${name}: any id stays one path segment under ${prefix} on the service's host`, async () => {
      // The query the call makes itself (`include=shipping_methods` on cart items), with a plain id.
      const plain = recordingClient();
      await call(plain.client, 'plain-id');
      const ownQuery = plain.sent.map((url) => url.search);
      for (const id of HOSTILE_IDS) {
        const { client, sent } = recordingClient();
        const result = (await call(client, id)) as { ok: boolean };
        expect(result.ok).toBe(false);
        // Either the request was not sent at all, or it went where it should.
        for (const url of sent) {
          expect(url.origin, id).toBe(new URL(BASE).origin);
          expect(url.pathname.startsWith(prefix), `${JSON.stringify(id)} went to ${url.pathname}`).toBe(true);
          const segment = url.pathname.slice(prefix.length).split('/')[0]!;
          expect(decodeURIComponent(segment), `${JSON.stringify(id)} went to ${url.pathname}`).toBe(id);
          expect(url.hash).toBe('');
          // Nothing of the id reaches the query: it is the one the call makes with any id.
          expect(ownQuery, `${JSON.stringify(id)} went to ${url.pathname}${url.search}`).toContain(
            url.search,
          );
        }
      }
    });
  }
});
