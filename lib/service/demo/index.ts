import type { Storage } from '../storage/database';
import { getSetting, setSetting } from '../storage/settings';
import { extensionsSeeder } from './extensions';
import { accountsSeeder } from './accounts';
import { subscriptionsSeeder } from './subscriptions-seeder';
import { cartsSeeder } from './promotions';
import { shippingSeeder } from './shipping';
import { paymentsSeeder } from './cards';
import { catalogSeeder } from './catalog/seeder';
import { inventoriesSeeder } from './inventories';

/**
 * One area's demo data. Seeders run in this order on first start, each once per `version`:
 * bumping a version re-runs that seeder, so it must write with fixed ids and upserts.
 */
export interface Seeder {
  name: string;
  version: number;
  run(storage: Storage): Promise<void>;
}

export const seeders: Seeder[] = [
  extensionsSeeder,
  accountsSeeder,
  paymentsSeeder,
  subscriptionsSeeder,
  catalogSeeder,
  cartsSeeder,
  shippingSeeder,
  // After the catalog: stock for each of its products.
  inventoriesSeeder,
];

export async function seedDemoData(storage: Storage, options: { force?: boolean } = {}): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    const key = `seed:${seeder.name}`;
    if (!options.force && (await getSetting<number>(storage.db, key)) === seeder.version) continue;
    await seeder.run(storage);
    await setSetting(storage.db, key, seeder.version);
    ran.push(seeder.name);
  }
  return ran;
}
