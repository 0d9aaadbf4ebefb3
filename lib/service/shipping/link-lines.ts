import type { CartLine, CartState } from '../carts/model';

/**
 * At checkout, lines that ship but were added after the cart chose a store shipping method join
 * its group, so the order delivers everything with the method the shopper chose; the cart's other
 * lines stay as they are. (The cart is emptied by checkout, so nothing needs writing back.)
 */
export function linkToChosenMethod(
  state: Pick<CartState, 'lines' | 'shippingGroups'>,
  shippable: readonly CartLine[],
): CartLine[] {
  const chosen = state.shippingGroups.find((group) => group.shippingMethodId !== null);
  const unlinked = new Set(shippable.filter((line) => line.shippingGroupId === null).map((line) => line.id));
  if (!chosen) return [...state.lines];
  return state.lines.map((line) => (unlinked.has(line.id) ? { ...line, shippingGroupId: chosen.id } : line));
}
