import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { conflict, notFound, unprocessable } from '../http/errors';
import { buildChildProducts } from '../catalog/build-children';
import { pcmProducts } from '../catalog/draft-schema';
import { isUuid } from '../catalog/ids';
import { CHECK_VIOLATION, UNIQUE_VIOLATION, violatedConstraint } from '../sql/errors';
import { recordJob, type JobRow } from './job-store';

/**
 * Builds a parent's children (the catalog's buildChildProducts: one child per combination of
 * options, spec 2.7 rule 4 sort orders taking effect) and answers the vendor's PIM job for it, with
 * which children are new. The build and its job are one transaction; what the database still refuses
 * (two combinations whose option names join to the same SKU, a child name past 1024 characters) is a
 * client's problem, answered as such, and leaves neither.
 */
export async function buildParent(db: Database, parentId: string): Promise<JobRow> {
  if (!isUuid(parentId)) throw notFound(`Product ${parentId} not found`);
  const startedAt = new Date();
  return db.transaction(async (tx) => {
    const builtAt = new Date();
    let result;
    try {
      result = await buildChildProducts(tx, parentId, builtAt);
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
    const created = await tx
      .select({ id: pcmProducts.id })
      .from(pcmProducts)
      .where(and(eq(pcmProducts.parentId, parentId), eq(pcmProducts.createdAt, builtAt)));
    const createdIds = new Set(created.map((row) => row.id));
    return recordJob(tx, {
      id: randomUUID(),
      jobType: 'child-products',
      status: 'success',
      requestId: randomUUID(),
      result: {
        product_id: parentId,
        built_at: builtAt.toISOString(),
        children: result.childIds,
        created: result.childIds.filter((id) => createdIds.has(id)),
        removed: result.removedIds,
      },
      startedAt,
      completedAt: builtAt,
      createdAt: startedAt,
      updatedAt: builtAt,
    });
  });
}
