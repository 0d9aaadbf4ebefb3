import { core } from './0001-core';
import { catalog, catalogDocuments } from './0002-catalog';
import { subscriptions } from './0003-subscriptions';
import { extensions } from './0004-extensions';
import { carts } from './0005-carts';
import { vendor } from './0007-vendor';

export interface Migration {
  id: string;
  sql: string;
}

/** Every migration, in the order it is applied. Append; never edit one that has shipped. */
export const migrations: Migration[] = [
  core,
  catalog,
  catalogDocuments,
  subscriptions,
  extensions,
  carts,
  vendor,
];
