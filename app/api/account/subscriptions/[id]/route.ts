import { z } from 'zod';
import { uuid } from '@/lib/commerce/schemas/common';
import {
  CARDS_NOT_KEPT,
  changeSubscription,
  changeSubscriptionToNewCard,
  loadSubscriptionDetail,
} from '@/lib/storefront/subscriptions/subscriptions.server';
import { cardPayment } from '@/lib/storefront/orders/payment-bodies';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { requestErrors } from '@/lib/storefront/http/error-words.server';
import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { dataAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { cardIdRule } from '@/lib/storefront/subscriptions/card-id-rule';
import { cardChange, planChange } from '@/lib/storefront/subscriptions/subscription-changes';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

type Context = RouteContext<'/api/account/subscriptions/[id]'>;

/** The subscription as the account's page shows it (React Query refetches through here). */
export async function GET(_request: Request, { params }: Context) {
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const [{ id }, { locale }] = await Promise.all([params, getShopperContext()]);
  const result = await loadSubscriptionDetail(gate.session, id, locale);
  return result.ok ? dataAnswer(result.data) : failureAnswer(result.error, { token: 'account' });
}

/**
 * One change at a time: a new plan (one of the offering's), another saved card (spec 4.2), or a
 * new card, typed in the checkout's card form and saved to the account on the way.
 */
const changeBody = z.union(
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

export async function PATCH(request: Request, { params }: Context) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, changeBody);
  if (!read.ok) return read.response;
  const [{ id }, { locale }] = await Promise.all([params, getShopperContext()]);
  const body = read.data;
  if ('newCard' in body) {
    const [result, t] = await Promise.all([
      changeSubscriptionToNewCard(gate.session, id, body.newCard, locale),
      requestErrors(),
    ]);
    if (result.ok) return dataAnswer(result.data);
    // The card's refusals in the shopper's words, as the checkout's payment step says them.
    if (result.error.status === 402) return errorAnswer(402, t('declined'));
    if (result.error.status === 422) return errorAnswer(422, t('cardExpired'));
    if (result.error.status === 409) return errorAnswer(409, t('tooManyCards'));
    if (result === CARDS_NOT_KEPT) return errorAnswer(404, t('cardSavingUnavailable'));
    return failureAnswer(result.error, { token: 'account' });
  }
  const changes = 'planId' in body ? planChange(body.planId) : cardChange(body.cardId);
  const result = await changeSubscription(gate.session, id, changes, locale);
  return result.ok ? dataAnswer(result.data) : failureAnswer(result.error, { token: 'account' });
}
