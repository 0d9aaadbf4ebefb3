import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDemoData } from '../demo';
import { openStorage, type Storage } from '../storage/database';

/**
 * What a test's storage starts from: a database already migrated, or migrated and seeded with the
 * demo data. Made once per test run (the tests' global setup) and copied by every test file, which
 * would otherwise create, migrate and seed its own: on PGlite a dump of the data directory, on
 * PostgreSQL a template database (`CREATE DATABASE … TEMPLATE …`).
 */
export interface StorageTemplates {
  /** Files holding PGlite dumps, when the tests run on PGlite (`TEST_DATABASE_URL` unset). */
  pglite?: Templates;
  /** Template database names on `TEST_DATABASE_URL`'s server, when it is set. */
  postgres?: Templates;
}

interface Templates {
  migrated: string;
  seeded: string;
}

export type TemplateKind = keyof Templates;

/** Makes the templates; the returned function removes them again. */
export async function prepareStorageTemplates(
  databaseUrl: string | undefined,
): Promise<{ templates: StorageTemplates; dispose(): Promise<void> }> {
  if (!databaseUrl) {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'storage-templates-'));
    const pglite = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
    await dumpPglite(pglite.migrated, await openStorage({}));
    const seeded = await openStorage({});
    await seedDemoData(seeded);
    await dumpPglite(pglite.seeded, seeded);
    return { templates: { pglite }, dispose: () => rm(folder, { recursive: true, force: true }) };
  }

  const prefix = `storefront_template_${process.pid}`;
  const postgres = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  try {
    await createDatabase(databaseUrl, postgres.migrated);
    await (await openStorage({ databaseUrl: databaseOn(databaseUrl, postgres.migrated) })).close();
    await createDatabase(databaseUrl, postgres.seeded, postgres.migrated);
    const storage = await openStorage({ databaseUrl: databaseOn(databaseUrl, postgres.seeded) });
    await seedDemoData(storage);
    await storage.close();
  } catch (error) {
    await dropTemplates(databaseUrl, postgres);
    throw error;
  }
  return { templates: { postgres }, dispose: () => dropTemplates(databaseUrl, postgres) };
}

async function dropTemplates(databaseUrl: string, templates: Templates): Promise<void> {
  for (const name of [templates.seeded, templates.migrated]) await dropDatabase(databaseUrl, name);
}

async function dumpPglite(file: string, storage: Storage): Promise<void> {
  try {
    const dump = await storage.dumpDataDir!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await storage.close();
  }
}

/** The connection string of another database on the same server. */
export function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` (names are ours: letters, digits and underscores only). */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function onServer(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
