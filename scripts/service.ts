// `npm run service`: the commerce service alone, on its own port, with the same handler and storage.
import { serve } from '@hono/node-server';
import { SERVICE_PREFIX } from '../lib/service/app';
import { readServiceConfig } from '../lib/service/config';
import { startService } from '../lib/service/service';

const port = Number(process.env.COMMERCE_PORT || process.env.PORT || 4000);
const hostname = process.env.HOST || '127.0.0.1';

const service = await startService(readServiceConfig());
const server = serve({ fetch: service.fetch, port, hostname }, (info) => {
  console.log(
    `Commerce service (${service.storage.kind}) at http://${hostname}:${info.port}${SERVICE_PREFIX}`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the commerce service…`);
  server.close();
  await service.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
