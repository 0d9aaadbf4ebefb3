import { createServer, type Server } from 'node:http';
import { loggerFor } from './logger';
import { exposition } from './metrics';

/**
 * Serves the metrics at `GET /metrics` on `METRICS_PORT` (on every interface, or `METRICS_HOST`):
 * a port of its own, never the public one, so the balancer in front (which routes only the public
 * port) cannot expose them. Unset: no metrics server.
 */
export async function startMetricsServer(env = process.env): Promise<Server | undefined> {
  const port = Number.parseInt(env.METRICS_PORT ?? '', 10);
  if (!Number.isInteger(port) || port < 0) return undefined;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (path !== '/metrics') {
      response
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found: try /metrics\n');
      return;
    }
    exposition().then(
      ({ body, contentType }) => response.writeHead(200, { 'Content-Type': contentType }).end(body),
      (error: unknown) => {
        loggerFor('metrics').error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, env.METRICS_HOST || undefined, () => resolve());
  });
  const address = server.address();
  loggerFor('metrics').info(
    { port: typeof address === 'object' && address ? address.port : port },
    'metrics served at /metrics',
  );
  return server;
}
