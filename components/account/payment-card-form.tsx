'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { requestData } from '@/lib/storefront/http/request';
import { changeAvailability, optimisticCard } from '@/lib/storefront/subscriptions/subscription-actions';
import type { SubscriptionDetail } from '@/lib/storefront/subscriptions/subscription-view';
import { findCard, type PaymentCardView } from '@/lib/storefront/subscriptions/payment-card-view';
import type { SubscriptionWords } from '@/lib/storefront/subscriptions/subscription-words';
import type { CardPaymentFields } from '@/lib/storefront/orders/payment-bodies';
import {
  CardFields,
  checkCard,
  EMPTY_CARD,
  TestCardsNote,
  type CardErrors,
} from '@/components/checkout/card-fields';
import type { Notice } from './notice';
import { useSubscriptionChange } from './use-subscription-change';
import { buttonClass } from '@/components/ui/button';

/** Another saved card, by its id, or a new card typed in the checkout's card form. */
type CardChange = { cardId: string } | { newCard: CardPaymentFields };

const NEW_CARD = 'new';

/**
 * The card that pays (spec 2.2 `payment_authority.card_id`), and the choice of another: one of the
 * account's other saved cards (brand, last four, expiry), or a new card (number, expiry, security
 * code, name), which the service checks and saves to the account before the subscription names it.
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
  const checkout = useTranslations('Checkout');
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const others = cards.filter((card) => card.id !== detail.card.cardId);
  // Nothing chosen to start with; with no other saved card, the new card's form is the choice.
  const [choice, setChoice] = useState(others.length > 0 ? '' : NEW_CARD);
  const [card, setCard] = useState<CardPaymentFields>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [noneChosen, setNoneChosen] = useState(false);
  const update = useSubscriptionChange(detail.id, {
    send: (change: CardChange) =>
      requestData<SubscriptionDetail>(`/api/account/subscriptions/${encodeURIComponent(detail.id)}`, {
        method: 'PATCH',
        body: change,
      }),
    // A saved card is shown at once; a new one only once the service has saved it.
    optimistic: (current, change) => ('cardId' in change ? optimisticCard(current, change.cardId) : current),
    onChanged: (changed) => {
      setChoice('');
      setCard(EMPTY_CARD);
      // A new card joins the account's saved cards: read them again to show it as a card.
      const chosen = findCard(cards, changed.card.cardId);
      if (!chosen) router.refresh();
      onNotice({
        tone: 'ok',
        text: chosen
          ? t('card.changedTo', { card: cardLabel(t, chosen), expires: chosen.expires })
          : t('card.changed'),
      });
    },
    onRefused: (error) => onNotice({ tone: 'error', text: `${t('card.notChanged')} ${error.message}` }),
  });
  const editable = changeAvailability(detail);
  const sending = busy || update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Checked here before anything is sent; the handler and the service check again.
    setNoneChosen(!choice);
    if (!choice) return;
    let change: CardChange = { cardId: choice };
    if (choice === NEW_CARD) {
      const checked = checkCard(checkout, card);
      if (!checked.ok) {
        setErrors(checked.errors);
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
      setErrors({});
      change = { newCard: checked.card };
    }
    onNotice(null);
    update.mutate(change);
  }

  const options = [
    ...others.map((other) => ({
      id: other.id,
      label: t('card.option', { card: cardLabel(t, other), expires: other.expires }),
    })),
    { id: NEW_CARD, label: t('card.newCard') },
  ];

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
      ) : (
        <form ref={form} onSubmit={submit} noValidate aria-label={t('card.change')} className="space-y-3">
          <fieldset aria-describedby={noneChosen ? 'card-none-chosen' : undefined} className="space-y-2">
            <legend className="text-sm font-medium">{t('card.chooseCard')}</legend>
            {options.map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="cardId"
                  value={option.id}
                  checked={choice === option.id}
                  disabled={sending}
                  onChange={() => {
                    setChoice(option.id);
                    setNoneChosen(false);
                  }}
                />
                {option.label}
              </label>
            ))}
            {noneChosen && (
              <p id="card-none-chosen" className="text-sm text-red-700">
                {t('card.problem.noneChosen')}
              </p>
            )}
          </fieldset>
          {choice === NEW_CARD && (
            <>
              <CardFields
                idPrefix="subscription-card"
                card={card}
                errors={errors}
                disabled={sending}
                onChange={(field, value) => {
                  setCard((current) => ({ ...current, [field]: value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
              />
              <TestCardsNote />
            </>
          )}
          <button type="submit" disabled={sending} className={buttonClass({ size: 'sm' })}>
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
