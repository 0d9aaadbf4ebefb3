/**
 * Every exchange a test service has over HTTP, for whoever listens: the vendor conformance suite
 * (tests/vendor) validates each answer against the vendor's OpenAPI documents. Kept apart from the
 * harness so that a test file that starts no service loads nothing of the service for it.
 */
export interface ServiceExchange {
  method: string;
  /** The URL as requested, e.g. `http://127.0.0.1:40123/commerce/v2/carts/abc?include=items`. */
  url: string;
  status: number;
  contentType: string | null;
  /** The answer's body, read from a copy so that the client still reads the original. */
  body: Promise<string>;
  /** The service's own handler, not observed: to read its own OpenAPI document. */
  service: (request: Request) => Promise<Response>;
}

export type ExchangeListener = (exchange: ServiceExchange) => void;

let listener: ExchangeListener | undefined;

/** Sets (or, with `undefined`, removes) the one listener of this test file's services. */
export function listenToServiceExchanges(next: ExchangeListener | undefined): void {
  listener = next;
}

type Handler = (request: Request, connection?: unknown) => Promise<Response>;

/** The handler a test server serves: the service's, telling the listener about each answer. */
export function observedHandler(handler: Handler): Handler {
  return async (request, connection) => {
    const response = await handler(request, connection);
    if (listener) {
      listener({
        method: request.method,
        url: request.url,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: response.clone().text(),
        service: (own) => handler(own),
      });
    }
    return response;
  };
}
