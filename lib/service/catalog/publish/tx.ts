import type { Database } from '../../storage/database';

/** The handle a publish works through: the transaction that makes it all-or-nothing. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
