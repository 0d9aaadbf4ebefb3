'use client';

import { useTranslations } from 'next-intl';
import { useRef, type MouseEvent } from 'react';
import { useHydrating } from '@/components/ui/use-hydrating';
import { MAX_LINE_QUANTITY } from '@/lib/commerce/schemas/carts';
import type { CartLineView } from '@/lib/storefront/cart/cart-view';
import { QuantityStepper } from './quantity-stepper';
import { useRemoveLine, useSetQuantity } from './use-cart';

/**
 * A line's quantity and its removal, as one form. Posted before the page's script runs, or
 * without it, the handler changes the line and answers with the cart page (cart-forms.ts reads the
 * fields); with the script, each button changes the cart in place and `onDone` is told what to
 * announce. Removing a line hands focus to the next line (or the one before) before it goes, or
 * to `emptied` when it was the last.
 */
export function CartLineControls({
  line,
  idPrefix,
  onDone,
  emptied,
}: {
  line: CartLineView;
  /** Keeps the drawer's fields apart from the cart page's, both on one page. */
  idPrefix: string;
  onDone: (announcement: string) => void;
  emptied: () => HTMLElement | null;
}) {
  const t = useTranslations('Cart');
  const hydrating = useHydrating();
  const form = useRef<HTMLFormElement>(null);
  const setQuantity = useSetQuantity();
  const remove = useRemoveLine();
  const pending = setQuantity.isPending || remove.isPending;
  const error = setQuantity.error ?? remove.error;

  const onRemove = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    focusNeighbour(form.current, emptied);
    // The line leaves at once (the optimistic guess), and this form with it: the announcement waits
    // on the promise, which outlives the component, not on a callback of its own.
    remove.mutateAsync(line.id).then(
      () => onDone(t('lineRemoved', { name: line.name })),
      () => undefined,
    );
  };

  return (
    <form
      ref={form}
      method="post"
      action={`/api/cart/items/${encodeURIComponent(line.id)}`}
      onSubmit={(event) => event.preventDefault()}
      aria-busy={pending}
      className="space-y-1"
    >
      <input type="hidden" name="current" value={line.quantity} />
      {/* Enter in the field clicks a form's first submit button: this one sends the typed number, not −. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper
          id={`${idPrefix}-${line.id}`}
          name="typed"
          submitName="quantity"
          label={t('quantityOf', { name: line.name })}
          hideLabel
          value={line.quantity}
          min={1}
          max={MAX_LINE_QUANTITY}
          disabled={pending}
          onChange={(quantity) =>
            setQuantity.mutate(
              { itemId: line.id, quantity },
              { onSuccess: () => onDone(t('quantityChanged', { name: line.name, count: quantity })) },
            )
          }
        />
        {/* Without the script a typed number needs a button of its own (Enter sends it too). */}
        {hydrating && (
          <button
            type="submit"
            aria-label={t('updateQuantityOf', { name: line.name })}
            className="h-9 rounded-md border border-stone-300 px-3 text-sm font-medium hover:border-brand-500"
          >
            {t('update')}
          </button>
        )}
        <button
          type="submit"
          name="remove"
          value="1"
          onClick={onRemove}
          disabled={pending}
          className="h-9 text-sm text-stone-600 underline hover:text-red-700 disabled:opacity-50"
          aria-label={t('removeLine', { name: line.name })}
        >
          {t('remove')}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </form>
  );
}

/**
 * Before a line leaves the list, focus goes to the next line's first control (or the previous
 * line's), so the keyboard stays where the shopper was rather than falling back to the page.
 */
function focusNeighbour(form: HTMLFormElement | null, emptied: () => HTMLElement | null) {
  const item = form?.closest('li');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const target =
    neighbour?.querySelector<HTMLElement>(
      'a[href], button:not([disabled], [hidden]), input:not([disabled], [type="hidden"])',
    ) ?? emptied();
  target?.focus();
}
