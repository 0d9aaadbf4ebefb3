// `npm run seed`: (re)writes the demo data. `-- --reset` empties the storage first.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { readServiceConfig } from '../lib/service/config';
import { seedDemoData } from '../lib/service/seed';
import { openStorage } from '../lib/service/storage/database';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const config = readServiceConfig();

if (values.reset) {
  if (config.databaseUrl) {
    const storage = await openStorage({ databaseUrl: config.databaseUrl });
    await storage.execScript('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await storage.close();
  } else {
    rmSync(path.join(config.dataDir, 'pglite'), { recursive: true, force: true });
  }
  console.log('Storage emptied.');
}

const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
const ran = await seedDemoData(storage, { force: !values.reset });
await storage.close();
console.log(ran.length ? `Seeded: ${ran.join(', ')}.` : 'The demo data was already there.');
