'use client';

import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';

interface Props {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  /** Called with a whole number within min..max: at once from the buttons, on blur or Enter from typing. */
  onChange: (value: number) => void;
  /** Visually hide the label (the context says what it counts). */
  hideLabel?: boolean;
  describedBy?: string;
  /** The field's name in its form. */
  name?: string;
  /**
   * Makes − and + submit buttons of the form, posting this name with the new number: they then
   * work before the script runs, or without it. With the script they change the value in place.
   */
  submitName?: string;
}

/**
 * A number field with − and + buttons; typed values are kept within min..max, and a value brought
 * back within them says so (a shopper who typed 250000 learns why the field shows 100,000).
 */
export function QuantityStepper({
  id,
  label,
  value,
  min,
  max,
  disabled,
  onChange,
  hideLabel,
  describedBy,
  name,
  submitName,
}: Props) {
  const t = useTranslations('Cart');
  const [draft, setDraft] = useState(String(value));
  // A new value from outside (the store's answer, a button) replaces what was being typed.
  const [shown, setShown] = useState(value);
  const [bounded, setBounded] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (raw: string) => {
    const parsed = Number.parseInt(raw, 10);
    const next = Number.isNaN(parsed) ? value : Math.min(max, Math.max(min, parsed));
    setBounded(parsed > max ? t('atMost', { max }) : parsed < min ? t('atLeast', { min }) : null);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const step = (next: number) => ({
    type: submitName ? ('submit' as const) : ('button' as const),
    name: submitName,
    value: submitName ? String(next) : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      setBounded(null);
      onChange(next);
    },
  });

  const button =
    'flex h-9 w-9 items-center justify-center text-lg text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-md border border-stone-300 bg-white">
        <button
          {...step(value - 1)}
          className={button}
          aria-label={t('decrease', { label: lowerFirst(label) })}
          disabled={disabled || value <= min}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          aria-describedby={[describedBy, bounded && `${id}-bounds`].filter(Boolean).join(' ') || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(event.currentTarget.value);
            }
          }}
          className="h-9 w-14 border-x border-stone-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          {...step(value + 1)}
          className={button}
          aria-label={t('increase', { label: lowerFirst(label) })}
          disabled={disabled || value >= max}
        >
          +
        </button>
      </div>
      <p id={`${id}-bounds`} role="status" className="text-sm text-stone-600">
        {bounded}
      </p>
    </div>
  );
}

/** "Quantity of Stoneware Mug" → "quantity of Stoneware Mug", for "Increase quantity of …". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
