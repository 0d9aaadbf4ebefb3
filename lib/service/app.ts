import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { loggerFor } from '@/lib/platform/logger';
import { accountManagementRoutes } from './accounts/account-routes';
import { membershipRoutes } from './accounts/membership-routes';
import { accountRoutes, ACCOUNT_TOKEN_PATH } from './accounts/routes';
import { authenticationSettingsRoutes } from './accounts/settings-routes';
import { selfServiceRoutes } from './accounts/self-service-routes';
import { authenticate } from './auth/middleware';
import { authRoutes, TOKEN_PATH } from './auth/routes';
import { cartAreaRoutes } from './carts/routes';
import { catalogRoutes, FILES_PATH } from './catalog';
import { currencyRoutes } from './currencies/routes';
import { inventoryRoutes } from './inventories/routes';
import { healthRoutes, HEALTH_PATH } from './health/routes';
import { extensionRoutes } from './extensions/routes';
import { SERVICE_PREFIX } from './http/base-url';
import { bodyGuard } from './http/body';
import { corsFor } from './http/cors';
import { notFound, ServiceError, serviceErrorResponse } from './http/errors';
import { allowedMethods } from './http/method-not-allowed';
import { numericErrorStatus } from './http/numeric-error-status';
import { observe } from './http/observe';
import { pathEncodingGuard } from './http/path-encoding';
import { createRouter } from './http/router';
import type { ServiceDeps, ServiceEnv } from './http/types';
import { vendorHeaderAliases } from './http/vendor-headers';
import { merchandisingRoutes } from './merchandising/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { shippingMethodRoutes } from './shipping/routes';
import { subscriptionRoutes } from './subscriptions/routes';

export { SERVICE_PREFIX };
const OPENAPI_PATH = '/openapi.json';

const withPrefix = (...paths: string[]) => new Set(paths.map((path) => SERVICE_PREFIX + path));

/** Where pictures are uploaded (multipart, issue 27 point 7). */
const UPLOAD_PATH = '/v2/files';

export function createServiceApp(deps: ServiceDeps) {
  const api = createRouter();
  api.use('*', observe);
  // JSON API answers: nosniff, no framing, no referrer leaks — also when the service runs alone.
  // Public files (product pictures) are for pages of any origin, as a CDN's are: a storefront on
  // another site draws them.
  const apiHeaders = secureHeaders({ crossOriginResourcePolicy: 'same-site' });
  const fileHeaders = secureHeaders({ crossOriginResourcePolicy: 'cross-origin' });
  const files = `${SERVICE_PREFIX}${FILES_PATH}/`;
  api.use('*', (c, next) => (c.req.path.startsWith(files) ? fileHeaders : apiHeaders)(c, next));
  api.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // files.yaml's error envelope has integer statuses (also for a refused token): see the middleware.
  // So do cart_checkout.yaml's errors of the cart itself (`{"status": 400, …}` in the schemas of
  // `/v2/carts` and `/v2/carts/{cartID}`); those of its items, discounts and groups stay strings.
  for (const path of ['/v2/files', '/v2/files/*', '/v2/carts', '/v2/carts/:cartID'])
    api.use(path, numericErrorStatus);
  api.use('*', pathEncodingGuard);
  const corsHeaders = corsFor(deps.config.corsOrigins);
  if (corsHeaders) api.use('*', corsHeaders);
  api.use('*', vendorHeaderAliases());
  api.use('*', bodyGuard(withPrefix(TOKEN_PATH), withPrefix(UPLOAD_PATH)));
  api.use(
    '*',
    authenticate(withPrefix(TOKEN_PATH, ACCOUNT_TOKEN_PATH, HEALTH_PATH, OPENAPI_PATH, `${FILES_PATH}/*`)),
  );

  api.route('/', authRoutes);
  api.route('/', healthRoutes);
  api.route('/', accountRoutes);
  api.route('/', accountManagementRoutes);
  api.route('/', membershipRoutes);
  api.route('/', authenticationSettingsRoutes);
  api.route('/', selfServiceRoutes);
  api.route('/', subscriptionRoutes);
  api.route('/', extensionRoutes);
  api.route('/', cartAreaRoutes);
  api.route('/', orderRoutes);
  api.route('/', paymentRoutes);
  api.route('/', shippingMethodRoutes);
  api.route('/', catalogRoutes);
  api.route('/', merchandisingRoutes);
  api.route('/', currencyRoutes);
  api.route('/', inventoryRoutes);

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  api.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Storefront Commerce API (embedded)',
      version: '1.0.0',
      description: 'Generated from the zod schemas of lib/commerce.',
    },
    servers: [{ url: SERVICE_PREFIX }],
    security: [{ bearer: [] }],
  });

  const app = new Hono<ServiceEnv>().route(SERVICE_PREFIX, api);
  const methodsAt = allowedMethods(app.routes);

  app.notFound((c) => {
    const allowed = methodsAt(c.req.path);
    if (allowed.length === 0) return serviceErrorResponse(c, notFound(`No resource at ${c.req.path}`));
    const allow = allowed.join(', ');
    const detail = `${c.req.method} is not allowed here; use ${allow}`;
    return serviceErrorResponse(c, new ServiceError(405, detail, undefined, undefined, { Allow: allow }));
  });

  app.onError((error, c) => {
    if (error instanceof ServiceError) return serviceErrorResponse(c, error);
    if (error instanceof HTTPException)
      return serviceErrorResponse(c, new ServiceError(error.status as ContentfulStatusCode, error.message));
    loggerFor('commerce').error(
      { err: error, method: c.req.method, path: c.req.path },
      `unexpected error on ${c.req.method} ${c.req.path}`,
    );
    return serviceErrorResponse(
      c,
      new ServiceError(500, 'An unexpected error occurred; nothing was changed'),
    );
  });

  return app;
}
