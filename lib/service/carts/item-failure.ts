import { statusTitle } from '@/lib/commerce/status-titles';

export type ItemStatus = 400 | 403 | 404 | 422;

/**
 * Why one requested item could not be added (DESIGN.md §3 per-item errors). Thrown by the item
 * rules and caught per item, so one bad item never stops the others unless all-or-nothing asks.
 */
export class ItemFailure extends Error {
  constructor(
    readonly status: ItemStatus,
    readonly detail: string,
    readonly meta: Record<string, unknown> = {},
    private readonly ownTitle?: string,
  ) {
    super(detail);
    this.name = 'ItemFailure';
  }

  get title(): string {
    return this.ownTitle ?? statusTitle(this.status);
  }
}

export const itemNotFound = (detail: string, meta?: Record<string, unknown>) =>
  new ItemFailure(404, detail, meta);
export const itemRule = (detail: string, meta?: Record<string, unknown>) =>
  new ItemFailure(422, detail, meta);
