// `npm run seed`: (re)writes the demo data. `-- --reset` empties the storage first.
// `-- --products N` also generates the benchmark catalog of N products (selected by the `bench`
// channel, beside the demo catalog; a re-run replaces it) and publishes a release of it.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { seedLargeCatalog } from './bench/large-catalog';
import { readServiceConfig } from '../lib/service/config';
import { seedDemoData } from '../lib/service/demo';
import { openStorage } from '../lib/service/storage/database';

const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, products: { type: 'string' } },
});
const config = readServiceConfig();

const products = values.products === undefined ? undefined : Number(values.products.replace(/[_,]/g, ''));
if (products !== undefined && !(Number.isInteger(products) && products >= 1 && products <= 2_000_000)) {
  console.error(`--products must be a whole number from 1 to 2000000, not "${values.products}"`);
  process.exit(1);
}

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

const storage = await openStorage({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
// With --products the demo data is only completed (the storefront needs it), not rewritten.
const ran = await seedDemoData(storage, { force: !values.reset && products === undefined });
console.log(ran.length ? `Seeded: ${ran.join(', ')}.` : 'The demo data was already there.');

if (products !== undefined) {
  const started = Date.now();
  const release = await seedLargeCatalog(storage, { products });
  console.log(
    `Benchmark catalog: ${products} products generated, ${release.productCount} live in release ${release.id} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
}
await storage.close();
