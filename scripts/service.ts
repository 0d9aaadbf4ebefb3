// `npm run service`: the commerce service alone, on its own port, with the same handler and storage,
// and the same operations as the storefront's server: /healthz and /readyz, a drain on SIGTERM,
// metrics on METRICS_PORT, traces when an OTLP endpoint is set, JSON logs with request ids.
import { getRequestListener } from '@hono/node-server';
import { captureConsole, loggerFor } from '../lib/platform/logger';
import { addReadinessCheck } from '../lib/platform/server/health';
import { serve } from '../lib/platform/server/http-server';
import { onShutdown } from '../lib/platform/server/lifecycle';
import { prefixRouteLabeler } from '../lib/platform/server/route-labels';
import { startTracing } from '../lib/platform/telemetry';
import { SERVICE_PREFIX } from '../lib/service/app';
import { readServiceConfig, StartupRefused } from '../lib/service/config';
import { startService } from '../lib/service/service';

startTracing('harbor-commerce-service');
captureConsole();
const port = Number(process.env.COMMERCE_PORT || process.env.PORT || 4000);
const hostname = process.env.HOST || '127.0.0.1';

const service = await (async () => startService(readServiceConfig()))().catch((error: unknown) => {
  // Misconfigured (a setting that cannot work, PGlite held by another process): say why and stop.
  if (!(error instanceof StartupRefused)) throw error;
  loggerFor('service').fatal(error.message);
  process.exit(1);
});
addReadinessCheck('storage', () => service.checkReady());
onShutdown('storage', () => service.close());
const server = await serve({
  name: 'commerce service',
  // @hono/node-server hands the Node request beside the web one: the service reads its socket.
  handle: getRequestListener(service.fetch),
  port,
  hostname,
  routeOf: prefixRouteLabeler(SERVICE_PREFIX),
});
const address = server.address();
loggerFor('service').info(
  `Commerce service (${service.storage.kind}) at http://${hostname}:${typeof address === 'object' && address ? address.port : port}${SERVICE_PREFIX}`,
);
