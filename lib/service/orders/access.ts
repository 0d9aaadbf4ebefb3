import type { Principal } from '../http/types';

/**
 * Who reads an order (DESIGN.md §3 leaves it open): an order placed by an account is that
 * account's alone; an order placed anonymously is readable by whoever holds its id (as its cart
 * was); an administrator reads every order.
 */
export function canSeeOrder(principal: Principal, accountId: string | null): boolean {
  if (principal.kind === 'admin' || accountId === null) return true;
  return principal.kind === 'account' && principal.accountId.toLowerCase() === accountId.toLowerCase();
}
