import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { Limit, takeAll, type LimitCheck } from '@/lib/platform/limits';
import { errorAnswer } from '@/lib/storefront/http/answers.server';

/**
 * Promotion codes tried: 10 per cart and 30 per client address in 15 minutes, so codes cannot be
 * guessed by trying many (a shopper enters one or two). Counted with the one limiter of
 * lib/platform/limits.ts (Redis with several instances), kept on globalThis for every route bundle.
 */
export const PROMOTION_LIMITS = { perCart: 10, perAddress: 30, windowSeconds: 15 * 60 } as const;

const holder = globalThis as typeof globalThis & {
  __storefrontPromotionLimits?: { cart: Limit; address: Limit };
};
const limits = () =>
  (holder.__storefrontPromotionLimits ??= {
    cart: new Limit({
      name: 'storefront-promotion-cart',
      points: PROMOTION_LIMITS.perCart,
      windowSeconds: PROMOTION_LIMITS.windowSeconds,
    }),
    address: new Limit({
      name: 'storefront-promotion-address',
      points: PROMOTION_LIMITS.perAddress,
      windowSeconds: PROMOTION_LIMITS.windowSeconds,
    }),
  });

/** Counts one code tried from `ip` on `cartId` (none yet: the address alone); refused past either limit. */
export function takePromotionAttempt(ip: string, cartId: string | undefined): Promise<LimitCheck> {
  const { cart, address } = limits();
  return takeAll([...(cartId ? [{ limit: cart, key: cartId }] : []), { limit: address, key: ip }]);
}

/** 429 in the envelope, in the shopper's language, with Retry-After. */
export async function tooManyPromotionsAnswer(retryAfterSeconds: number): Promise<Response> {
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Errors' });
  return errorAnswer(429, t('tooMany'), {
    headers: { 'Retry-After': String(retryAfterSeconds) },
    meta: { retry_after_seconds: retryAfterSeconds },
  });
}
