import 'server-only';
import { assetResolver } from '@/lib/storefront/catalog/assets.server';
import type { CommerceClient } from '@/lib/commerce/client';
import {
  changeSubscriptionState,
  getSubscription,
  listSubscriptions,
  updateSubscription,
  type SubscriptionChanges,
} from '@/lib/commerce/operations/subscriptions';
import { listPaymentCards, savePaymentCard } from '@/lib/commerce/operations/payments';
import { failure, type Result } from '@/lib/commerce/result';
import { authorityCard, type SubscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import type { AccountSession } from '@/lib/storefront/session/account-session';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import {
  toSubscriptionDetail,
  toSubscriptionSummaries,
  type SubscriptionDetail,
  type SubscriptionSummary,
} from './subscription-view';
import { paymentCardView, type PaymentCardView } from './payment-card-view';
import { readExpiry, type CardPaymentFields } from '@/lib/storefront/orders/payment-bodies';
import { cardChange } from './subscription-changes';
import { withSubscriptionContent } from '@/lib/storefront/catalog/store-content';

/**
 * The account holder's side of the commerce service: every call carries the account's own token
 * (DESIGN.md §2), so the service itself decides which subscriptions this person may see or change.
 * Nothing here is cached: account data belongs to one person.
 */
export const accountClient = (session: AccountSession): CommerceClient =>
  shopperClient().with({ tokens: staticTokenProvider(session.token) });

const DETAIL_INCLUDE = ['products', 'plans'] as const;

/**
 * The account's subscriptions, their offerings and plans named in `locale`'s language (the store
 * keeps them in English; store-content.ts words them).
 */
export async function loadSubscriptionSummaries(
  session: AccountSession,
  locale: string,
): Promise<Result<SubscriptionSummary[]>> {
  const result = await listSubscriptions(accountClient(session), { include: ['plans'], limit: 100 });
  return result.ok
    ? { ...result, data: toSubscriptionSummaries(withSubscriptionContent(result.data, locale), new Date()) }
    : result;
}

function asDetail(
  result: Awaited<ReturnType<typeof getSubscription>>,
  locale: string,
): Result<SubscriptionDetail> {
  if (!result.ok) return result;
  const detail = toSubscriptionDetail(
    withSubscriptionContent(result.data, locale),
    new Date(),
    assetResolver(),
  );
  return detail
    ? { ...result, data: detail }
    : failure({ kind: 'validation', status: result.status, title: 'The subscription came without an id' });
}

export async function loadSubscriptionDetail(
  session: AccountSession,
  id: string,
  locale: string,
): Promise<Result<SubscriptionDetail>> {
  return asDetail(await getSubscription(accountClient(session), id, DETAIL_INCLUDE), locale);
}

/**
 * The account's saved cards, to show a subscription's card as a card. Without them (the service
 * cannot say right now) the card is shown by its id, so the page still works.
 */
export async function loadPaymentCards(session: AccountSession): Promise<PaymentCardView[]> {
  const result = await listPaymentCards(accountClient(session));
  return result.ok ? result.data.data.map(paymentCardView) : [];
}

/**
 * A new card must be one of the account's own saved cards (issue 24.1): another account's card is
 * 404 before anything is sent. The service checks it too; against a service without the card list
 * (the vendor's), that service alone decides.
 */
async function refuseForeignCard(session: AccountSession, cardId: string | undefined) {
  if (cardId === undefined) return undefined;
  const cards = await listPaymentCards(accountClient(session));
  if (!cards.ok || cards.data.data.some((card) => card.id === cardId)) return undefined;
  const detail = `No payment card ${cardId}`;
  return failure({
    kind: 'http',
    status: 404,
    title: 'Not Found',
    detail,
    errors: [{ status: '404', title: 'Not Found', detail }],
  });
}

/** Spec 4.2 (plan or card), answered with the subscription as it now is. */
export async function changeSubscription(
  session: AccountSession,
  id: string,
  changes: SubscriptionChanges,
  locale: string,
): Promise<Result<SubscriptionDetail>> {
  const refused = await refuseForeignCard(
    session,
    changes.payment_authority && authorityCard(changes.payment_authority).cardId,
  );
  if (refused) return refused;
  return asDetail(await updateSubscription(accountClient(session), id, changes, DETAIL_INCLUDE), locale);
}

/** A service that keeps no cards (no `/v2/payment-cards`, the vendor's): a new card cannot be saved. */
export const CARDS_NOT_KEPT = failure({
  kind: 'http',
  status: 404,
  title: 'Not Found',
  detail: 'This commerce service keeps no payment cards',
});

/**
 * A new card for the subscription (issue 26.9): once the subscription is known to be the account's,
 * the card is saved to the account (the service checks it as a processor would: a declined or
 * expired card is refused and nothing changes), then named as the subscription's card.
 */
export async function changeSubscriptionToNewCard(
  session: AccountSession,
  id: string,
  card: CardPaymentFields,
  locale: string,
): Promise<Result<SubscriptionDetail>> {
  const client = accountClient(session);
  const current = await getSubscription(client, id);
  if (!current.ok) return current;
  // The handler's schema (cardPayment) has read the expiry already.
  const expiry = readExpiry(card.expiry) ?? { month: 0, year: 0 };
  const saved = await savePaymentCard(client, {
    data: {
      type: 'payment_card',
      number: card.cardNumber,
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: card.securityCode,
      holder_name: card.name,
    },
  });
  if (!saved.ok) return saved.error.status === 404 ? CARDS_NOT_KEPT : saved;
  return asDetail(
    await updateSubscription(client, id, cardChange(saved.data.data.id), DETAIL_INCLUDE),
    locale,
  );
}

/** Pause, resume or cancel, then read the subscription back: the state answer alone lacks its dates and plan. */
export async function applySubscriptionAction(
  session: AccountSession,
  id: string,
  action: SubscriptionAction,
  locale: string,
): Promise<Result<SubscriptionDetail>> {
  const changed = await changeSubscriptionState(accountClient(session), id, action);
  if (!changed.ok) return changed;
  return loadSubscriptionDetail(session, id, locale);
}
