import 'server-only';
import { z } from 'zod';
import { uuid } from '@/lib/commerce/schemas/common';
import type { Result } from '@/lib/commerce/result';
import type { SubscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { requestErrors } from '@/lib/storefront/http/error-words.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { cardPayment } from '@/lib/storefront/orders/payment-bodies';
import type { AccountSession } from '@/lib/storefront/session/account-session';
import { cardIdRule } from './card-id-rule';
import { cardChange, planChange } from './subscription-changes';
import {
  applySubscriptionAction,
  CARDS_NOT_KEPT,
  changeSubscription,
  changeSubscriptionToNewCard,
  loadSubscriptionDetail,
} from './subscriptions.server';
import type { SubscriptionDetail } from './subscription-view';

/**
 * The account's subscription handlers (app/api/account/subscriptions/**): each route checks the
 * origin and the session and reads the body, then hands over to one of these, which answer the
 * subscription as its page shows it, in the shopper's language.
 */

/**
 * One change at a time: a new plan (one of the offering's), another saved card (spec 4.2), or a
 * new card, typed in the checkout's card form and saved to the account on the way.
 */
export const subscriptionChangeBody = z.union(
  [
    z.strictObject({ planId: uuid }),
    z.strictObject({ cardId: cardIdRule }),
    z.strictObject({ newCard: cardPayment.omit({ source: true }) }),
  ],
  {
    error:
      'send either planId (a plan of the offering), cardId (3 to 1024 characters) or newCard (number, expiry, security code, name)',
  },
);
export type SubscriptionChangeBody = z.infer<typeof subscriptionChangeBody>;

const answer = (result: Result<SubscriptionDetail>) =>
  result.ok ? dataAnswer(result.data) : failureAnswer(result.error, { token: 'account' });

const shopperLocale = async () => (await getShopperContext()).locale;

/** The subscription as the account's page shows it (React Query refetches through here). */
export async function subscriptionAnswer(session: AccountSession, id: string): Promise<Response> {
  return answer(await loadSubscriptionDetail(session, id, await shopperLocale()));
}

export async function changeSubscriptionAnswer(
  session: AccountSession,
  id: string,
  body: SubscriptionChangeBody,
): Promise<Response> {
  const locale = await shopperLocale();
  if (!('newCard' in body)) {
    const changes = 'planId' in body ? planChange(body.planId) : cardChange(body.cardId);
    return answer(await changeSubscription(session, id, changes, locale));
  }
  const [result, t] = await Promise.all([
    changeSubscriptionToNewCard(session, id, body.newCard, locale),
    requestErrors(),
  ]);
  if (result.ok) return dataAnswer(result.data);
  // The card's refusals in the shopper's words, as the checkout's payment step says them.
  if (result.error.status === 402) return errorAnswer(402, t('declined'));
  if (result.error.status === 422) return errorAnswer(422, t('cardExpired'));
  if (result.error.status === 409) return errorAnswer(409, t('tooManyCards'));
  if (result === CARDS_NOT_KEPT) return errorAnswer(404, t('cardSavingUnavailable'));
  return answer(result);
}

/** Pause, resume or cancel (DESIGN.md §3); the service refuses what the plan or state forbids (422). */
export async function subscriptionActionAnswer(
  session: AccountSession,
  id: string,
  action: SubscriptionAction,
): Promise<Response> {
  return answer(await applySubscriptionAction(session, id, action, await shopperLocale()));
}
