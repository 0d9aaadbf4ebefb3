import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

/**
 * The commerce service as a store without this project's extensions would answer (README "The
 * vendor's wire", "What the shop does without the extensions"): a small proxy in front of the
 * service that answers 404 in the vendor's error envelope for every operation the vendor's documents
 * do not have, drops the extension query parameters, and leaves the extension fields out of answers.
 */

/**
 * The service's operations the vendor's documents lack (below `{base_url}`; its file bytes at
 * `/files/{id}` are not an operation but where a file's link leads, as the vendor's CDN is).
 */
export interface Call {
  /** An HTTP method, or `*` for any. */
  method: string;
  /** The path below `{base_url}`. */
  path: RegExp;
}

export const EXTENSION_CALLS: readonly Call[] = [
  { method: 'GET', path: /^\/health$/ },
  { method: 'GET', path: /^\/v2\/shipping-methods$/ },
  { method: 'GET', path: /^\/v2\/carts\/[^/]+\/shipping-methods$/ },
  { method: 'GET', path: /^\/v2\/payment-cards(\/[^/]+)?$/ },
  { method: 'POST', path: /^\/v2\/payment-cards$/ },
  { method: 'GET', path: /^\/v2\/authentication-realms\/[^/]+\/oidc-profiles\/?$/ },
  { method: 'GET', path: /^(\/catalog|\/pcm\/catalogs\/[^/]+\/releases\/[^/]+)\/nodes\/[^/]+\/children$/ },
  { method: 'POST', path: /^\/pcm\/catalogs\/[^/]+\/releases\/[^/]+\/multi-search$/ },
  { method: 'POST', path: /^\/pcm\/catalogs\/[^/]+\/previews$/ },
  { method: '*', path: /^\/pcm\/pricebooks\/[^/]+\/prices(\/[^/]+)?$/ },
  // The spec's path of a subscription change (the vendor's is below /v2).
  { method: 'PUT', path: /^\/subscriptions\/subscriptions\/[^/]+$/ },
];

/** Query parameters of the extensions: listing order, parents only, in stock only, orders to review. */
const EXTENSION_PARAMS = ['sort', 'children', 'in_stock', 'review'];
/** `include` values of the extensions (the cart's shipping methods beside its items). */
const EXTENSION_INCLUDES = ['shipping_methods'];
/** Answer fields of the extensions, wherever they are. */
const EXTENSION_FIELDS = ['child_price_range', 'requires_shipping', 'shipping_method_id'];

const matches = (calls: readonly Call[], method: string, path: string) =>
  calls.some((call) => (call.method === '*' || call.method === method) && call.path.test(path));

export const isExtensionCall = (method: string, path: string) => matches(EXTENSION_CALLS, method, path);

/**
 * The shopper catalog's search, a vendor operation (`catalog_search.yaml`) that a store may still
 * lack: the README says the shop then tells the shopper search is not available.
 */
export const CATALOG_SEARCH: Call = { method: 'POST', path: /^\/catalog\/multi-search$/ };

/** The request's query without the extensions' parameters and include values (`dropped` names them). */
export function vendorQuery(search: URLSearchParams, dropped: string[] = []): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of search) {
    if (EXTENSION_PARAMS.includes(name)) {
      dropped.push(`${name}=${value}`);
      continue;
    }
    if (name !== 'include') {
      query.append(name, value);
      continue;
    }
    const includes = value.split(',');
    const kept = includes.filter((include) => !EXTENSION_INCLUDES.includes(include));
    dropped.push(
      ...includes.filter((include) => !kept.includes(include)).map((include) => `include=${include}`),
    );
    if (kept.length) query.append(name, kept.join(','));
  }
  return query;
}

/** An answer without the extensions' fields; a cart's items also lose `meta.product_types`. */
export function vendorAnswer(body: unknown, cartItems: boolean): unknown {
  if (Array.isArray(body)) return body.map((entry) => vendorAnswer(entry, cartItems));
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => !EXTENSION_FIELDS.includes(key) && !(cartItems && key === 'product_types'))
      .map(([key, value]) => [key, vendorAnswer(value, cartItems)]),
  );
}

const notFound = (path: string) =>
  JSON.stringify({
    errors: [{ status: 404, title: 'Not Found', detail: `No route for ${path}` }],
  });

export interface VendorOnlyProxy {
  /** `METHOD path` of every extension call it refused, in order. */
  refused: string[];
  /** Every extension query parameter (`sort=name`, `include=shipping_methods`) it left out. */
  dropped: string[];
  /**
   * Refuses `calls` too (vendor operations a store may lack, such as `CATALOG_SEARCH`), as it refuses
   * the extensions, until the function it returns is called.
   */
  alsoRefuse(calls: readonly Call[]): () => void;
  close(): Promise<void>;
}

/** Listens on `port` and forwards to `target` (the service's origin, `{base_url}` at `/commerce`). */
export async function startVendorOnlyProxy(port: number, target: string): Promise<VendorOnlyProxy> {
  const refused: string[] = [];
  const dropped: string[] = [];
  let alsoRefused: readonly Call[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy.invalid');
    const path = url.pathname.replace(/^\/commerce(?=\/)/, '');
    const method = incoming.method ?? 'GET';
    if (isExtensionCall(method, path) || matches(alsoRefused, method, path)) {
      refused.push(`${method} ${path}`);
      incoming.resume();
      outgoing.writeHead(404, { 'content-type': 'application/json' }).end(notFound(path));
      return;
    }
    const query = vendorQuery(url.searchParams, dropped).toString();
    // As a reverse proxy says where it was reached (the service names its file links there).
    const headers = {
      ...incoming.headers,
      host: new URL(target).host,
      'x-forwarded-host': incoming.headers.host,
      'x-forwarded-proto': 'http',
    };
    delete headers['accept-encoding'];
    const upstream = forward(
      `${target}${url.pathname}${query ? `?${query}` : ''}`,
      { method, headers },
      (answer) => relay(answer, outgoing, /^\/v2\/carts\/[^/]+\/items/.test(path)),
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    refused,
    dropped,
    alsoRefuse(calls) {
      alsoRefused = calls;
      return () => {
        alsoRefused = [];
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function relay(answer: IncomingMessage, outgoing: ServerResponse, cartItems: boolean) {
  const json = answer.headers['content-type']?.includes('json');
  if (!json) {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.stringify(vendorAnswer(JSON.parse(text), cartItems)) : '';
    const headers = { ...answer.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    outgoing.writeHead(answer.statusCode ?? 502, headers).end(body);
  });
}
