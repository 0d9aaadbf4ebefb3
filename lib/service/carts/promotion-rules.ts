import { mulDivFloor, mulDivRound } from './money';
import type { AppliedPromotion, Promotion } from './model';

/** A product line as the promotions see it: what it costs before any promotion. */
export interface DiscountableLine {
  id: string;
  productId: string;
  value: number;
}

export interface DiscountAllocation {
  /** Line id → minor units taken off it (never more than its value). */
  perLine: Map<string, number>;
  /** Promotion id → minor units it takes off the cart (0 when nothing qualifies). */
  perPromotion: Map<string, number>;
}

export const qualifies = (promotion: Promotion, productId: string) =>
  promotion.productIds === null || promotion.productIds.includes(productId);

/**
 * Applies the cart's promotions in the order they were added, each to what the previous ones
 * left. Promotions take money off catalog products only: a custom item is priced by the client
 * (spec §5 rule 3), so no code discounts it.
 *
 * - percentage: each qualifying line loses `remaining × bp ÷ 10000`, rounded half away from zero
 *   per line;
 * - fixed: the amount for the cart's currency, capped by what qualifies (never below zero), split
 *   over the qualifying lines in proportion to what remains of each (largest remainder, then line
 *   order), so the shares add up to the amount exactly.
 */
export function allocateDiscounts(
  lines: readonly DiscountableLine[],
  applied: readonly AppliedPromotion[],
  currency: string,
): DiscountAllocation {
  const remaining = new Map(lines.map((line) => [line.id, line.value]));
  const perLine = new Map(lines.map((line) => [line.id, 0]));
  const perPromotion = new Map<string, number>();

  for (const { promotion } of applied) {
    const eligible = lines.filter(
      (line) => qualifies(promotion, line.productId) && remaining.get(line.id)! > 0,
    );
    const shares =
      promotion.kind === 'percent'
        ? percentShares(eligible, remaining, promotion.percentBasisPoints ?? 0)
        : fixedShares(eligible, remaining, promotion.amounts[currency] ?? 0);
    let total = 0;
    for (const [lineId, share] of shares) {
      remaining.set(lineId, remaining.get(lineId)! - share);
      perLine.set(lineId, perLine.get(lineId)! + share);
      total += share;
    }
    perPromotion.set(promotion.id, total);
  }
  return { perLine, perPromotion };
}

function percentShares(
  eligible: readonly DiscountableLine[],
  remaining: Map<string, number>,
  basisPoints: number,
): Map<string, number> {
  return new Map(
    eligible.map((line) => [
      line.id,
      Math.min(remaining.get(line.id)!, mulDivRound(remaining.get(line.id)!, basisPoints, 10_000)),
    ]),
  );
}

function fixedShares(
  eligible: readonly DiscountableLine[],
  remaining: Map<string, number>,
  amount: number,
): Map<string, number> {
  const base = eligible.reduce((sum, line) => sum + remaining.get(line.id)!, 0);
  const total = Math.min(Math.max(amount, 0), base);
  const shares = new Map<string, number>();
  if (total === 0) return shares;
  const parts = eligible.map((line, order) => ({
    id: line.id,
    order,
    ...mulDivFloor(total, remaining.get(line.id)!, base),
  }));
  let left = total - parts.reduce((sum, part) => sum + part.quotient, 0);
  for (const part of parts) shares.set(part.id, part.quotient);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.order - b.order : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    shares.set(part.id, shares.get(part.id)! + 1);
    left -= 1;
  }
  return shares;
}
