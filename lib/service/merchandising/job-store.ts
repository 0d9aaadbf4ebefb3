import { desc, eq, inArray } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Page } from '../http/paging';
import { pageOf, type Listed } from '../sql/page';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';

/** What a child-product build did, kept with its job. */
export interface BuildRecord {
  product_id: string;
  built_at: string;
  children: string[];
  created: string[];
  removed: string[];
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/** Migration 0015-pim-jobs. */
export const pcmJobs = pgTable('pcm_jobs', {
  id: uuid('id').primaryKey(),
  jobType: text('job_type').$type<'child-products'>().notNull(),
  status: text('status').$type<'success'>().notNull(),
  requestId: text('request_id').notNull(),
  result: jsonb('result').$type<BuildRecord>().notNull(),
  startedAt: at('started_at'),
  completedAt: at('completed_at'),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

export type JobRow = typeof pcmJobs.$inferSelect;

/** Jobs kept: the newest ones; each new job drops those past this many, so they never pile up. */
export const KEPT_JOBS = 100;

/** Stores a finished job (in the transaction of the work it did) and drops the oldest beyond KEPT_JOBS. */
export async function recordJob(tx: Database, job: JobRow): Promise<JobRow> {
  const [row] = await tx.insert(pcmJobs).values(job).returning();
  const old = tx
    .select({ id: pcmJobs.id })
    .from(pcmJobs)
    .orderBy(desc(pcmJobs.createdAt), desc(pcmJobs.id))
    .offset(KEPT_JOBS);
  await tx.delete(pcmJobs).where(inArray(pcmJobs.id, old));
  return row!;
}

export const findJob = (db: Database, jobId: string): Promise<JobRow | null> =>
  rowById(jobId, () => db.select().from(pcmJobs).where(eq(pcmJobs.id, jobId)));

/** A page of the kept jobs, newest first. */
export const listJobs = (db: Database, page: Page): Promise<Listed<JobRow>> =>
  pageOf(db, pcmJobs, page, [desc(pcmJobs.createdAt), desc(pcmJobs.id)]);
