'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { requestData } from '@/lib/storefront/http/request';
import { changeAvailability, optimisticCard } from '@/lib/storefront/subscriptions/subscription-actions';
import { cardIdProblem, type CardIdProblem } from '@/lib/storefront/subscriptions/card-id-rule';
import type { SubscriptionDetail } from '@/lib/storefront/subscriptions/subscription-view';
import { findCard, type PaymentCardView } from '@/lib/storefront/subscriptions/payment-card-view';
import type { SubscriptionWords } from '@/lib/storefront/subscriptions/subscription-words';
import type { Notice } from './notice';
import { useSubscriptionChange } from './use-subscription-change';

/** What is wrong with the choice: a typed id's length, or no saved card chosen. */
type CardProblem = CardIdProblem | 'noneChosen';

/**
 * The card that pays (spec 2.2 `payment_authority.card_id`), and a choice among the account's other
 * saved cards (brand, last four, expiry) to pay with instead.
 */
export function PaymentCardForm({
  detail,
  cards,
  busy,
  onNotice,
}: {
  detail: SubscriptionDetail;
  cards: readonly PaymentCardView[];
  busy: boolean;
  onNotice: (notice: Notice) => void;
}) {
  const t = useTranslations('Subscriptions');
  const [cardId, setCardId] = useState('');
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const update = useSubscriptionChange(detail.id, {
    send: (card: string) =>
      requestData<SubscriptionDetail>(`/api/account/subscriptions/${encodeURIComponent(detail.id)}`, {
        method: 'PATCH',
        body: { cardId: card },
      }),
    optimistic: (current, card) => optimisticCard(current, card),
  });
  const editable = changeAvailability(detail);

  // The account's other saved cards to choose from. A service without a card list (the vendor's)
  // leaves the card's id to be typed.
  const others = cards.filter((card) => card.id !== detail.card.cardId);
  const typed = cards.length === 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Checked here before anything is sent; the handler and the service check again.
    const found: CardProblem | null = typed ? cardIdProblem(cardId) : cardId ? null : 'noneChosen';
    setProblem(found);
    if (found) return;
    onNotice(null);
    const card = cardId.trim();
    update.mutate(card, {
      onSuccess: () => {
        setCardId('');
        const chosen = findCard(cards, card);
        onNotice({
          tone: 'ok',
          text: chosen
            ? t('card.changedTo', { card: cardLabel(t, chosen), expires: chosen.expires })
            : t('card.changed'),
        });
      },
      onError: (error) => onNotice({ tone: 'error', text: `${t('card.notChanged')} ${error.message}` }),
    });
  }

  const problemText = problem && (
    <p id={problemId} className="text-sm text-red-700">
      {t(`card.problem.${problem}`)}
    </p>
  );

  return (
    <section
      aria-labelledby="card-heading"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="card-heading" className="font-serif text-lg font-semibold">
        {t('card.heading')}
      </h2>
      <CurrentCard cardId={detail.card.cardId} cards={cards} />
      {!editable.allowed ? (
        <p className="text-sm text-stone-600">{t(`refused.${editable.reason}`)}</p>
      ) : !typed && others.length === 0 ? (
        <p className="text-sm text-stone-600">{t('card.noOtherCard')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-2">
          {typed ? (
            <>
              <label htmlFor={inputId} className="block text-sm font-medium">
                {t('card.newCardId')}
              </label>
              <input
                id={inputId}
                name="cardId"
                value={cardId}
                onChange={(event) => setCardId(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                maxLength={1024}
                autoComplete="off"
                className="w-full rounded-md border border-stone-300 px-3 py-2 font-mono text-sm"
              />
              {problemText}
            </>
          ) : (
            <fieldset aria-describedby={problem ? problemId : undefined} className="space-y-2">
              <legend className="text-sm font-medium">{t('card.chooseCard')}</legend>
              {others.map((card) => (
                <label key={card.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="cardId"
                    value={card.id}
                    checked={cardId === card.id}
                    onChange={() => setCardId(card.id)}
                  />
                  {t('card.option', { card: cardLabel(t, card), expires: card.expires })}
                </label>
              ))}
              {problemText}
            </fieldset>
          )}
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t('card.update')}
          </button>
        </form>
      )}
    </section>
  );
}

/** The subscription's card as a card (brand, last four, expiry); an id that is not a saved card as is. */
function CurrentCard({ cardId, cards }: { cardId: string | undefined; cards: readonly PaymentCardView[] }) {
  const t = useTranslations('Subscriptions');
  const card = findCard(cards, cardId);
  if (!card) {
    return (
      <p className="text-sm">
        {t.rich('card.currentId', {
          id: cardId ?? t('card.none'),
          code: (chunks) => <span className="break-all font-mono">{chunks}</span>,
        })}
      </p>
    );
  }
  const label = cardLabel(t, card);
  return (
    <div
      aria-label={t('card.currentGroup', { card: label, expires: card.expires })}
      role="group"
      className="max-w-xs rounded-lg bg-gradient-to-br from-stone-700 to-stone-900 p-4 text-white shadow"
    >
      <p className="text-xs uppercase tracking-wide text-stone-300">{t('card.current')}</p>
      <p className="mt-2 font-medium">{label}</p>
      <p className="mt-1 font-mono text-lg tracking-widest" aria-hidden="true">
        •••• •••• •••• {card.lastFour}
      </p>
      <p className="mt-1 text-sm text-stone-300">{t('card.expires', { expires: card.expires })}</p>
    </div>
  );
}

/** "Visa ending 4242". */
const cardLabel = (t: SubscriptionWords, card: PaymentCardView) =>
  t('card.label', { brand: card.brand, lastFour: card.lastFour });
