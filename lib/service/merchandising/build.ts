import { and, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { conflict, notFound, unprocessable } from '../http/errors';
import { buildChildProducts } from '../catalog/build-children';
import { pcmProducts } from '../catalog/draft-schema';
import { isUuid } from '../catalog/ids';
import { violatedConstraint, UNIQUE_VIOLATION } from '../extensions/db-errors';

const CHECK_VIOLATION = '23514';

export interface BuildOutcome {
  parentId: string;
  builtAt: Date;
  childIds: string[];
  createdIds: string[];
  removedIds: string[];
}

/**
 * Builds a parent's children (the catalog's buildChildProducts: one child per combination of
 * options, spec 2.7 rule 4 sort orders taking effect) and says which children are new. The build
 * runs in one transaction; what the database still refuses (two combinations whose option names
 * join to the same SKU, a child name past 1024 characters) is a client's problem, answered as such.
 */
export async function buildParent(db: Database, parentId: string): Promise<BuildOutcome> {
  if (!isUuid(parentId)) throw notFound(`Product ${parentId} not found`);
  const builtAt = new Date();
  let result;
  try {
    result = await buildChildProducts(db, parentId, builtAt);
  } catch (error) {
    if (violatedConstraint(error, UNIQUE_VIOLATION) !== undefined) {
      throw conflict(
        `Two children of product ${parentId} would share a SKU or slug: rename an option so that the option names no longer join alike`,
      );
    }
    if (violatedConstraint(error, CHECK_VIOLATION) !== undefined) {
      throw unprocessable(
        `The children of product ${parentId} cannot be built: a child's name or SKU would be over 1024 characters`,
      );
    }
    throw error;
  }
  // A child keeps its created_at across rebuilds, so those stamped with this build's time are new.
  const created = await db
    .select({ id: pcmProducts.id })
    .from(pcmProducts)
    .where(and(eq(pcmProducts.parentId, parentId), eq(pcmProducts.createdAt, builtAt)));
  const createdIds = new Set(created.map((row) => row.id));
  return {
    parentId,
    builtAt,
    childIds: result.childIds,
    createdIds: result.childIds.filter((id) => createdIds.has(id)),
    removedIds: result.removedIds,
  };
}
