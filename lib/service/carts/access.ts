import type { Principal } from '../http/types';

/** How long a cart lives after its last change (spec 2.8 `expires_at`; DESIGN.md leaves it open). */
export const CART_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const expiresAt = (updatedAt: Date) => new Date(updatedAt.getTime() + CART_LIFETIME_MS);
export const isExpired = (updatedAt: Date, now: Date) => expiresAt(updatedAt).getTime() <= now.getTime();

/**
 * DESIGN.md §3: a cart made with an account token belongs to that account, and other accounts (and
 * shoppers) get 404 on it; an anonymous cart is reachable by whoever holds its id; an
 * administrator reaches every cart.
 */
export function canSeeCart(principal: Principal, accountId: string | null): boolean {
  if (principal.kind === 'admin' || accountId === null) return true;
  return principal.kind === 'account' && principal.accountId.toLowerCase() === accountId.toLowerCase();
}

/** The account a new cart (or order) made by this caller belongs to. */
export const ownerOf = (principal: Principal): string | null =>
  principal.kind === 'account' ? principal.accountId.toLowerCase() : null;
