'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState, useTransition } from 'react';
import { useVariant } from './variant-view';
import type { VariationView } from '@/lib/storefront/catalog/catalog-view';
import { childFor, isOptionAvailable, type MatrixLeaf } from '@/lib/storefront/catalog/variations';
import { isOptionSoldOut } from '@/lib/storefront/catalog/stock-view';

interface Props {
  variations: VariationView[];
  leaves: MatrixLeaf[];
  /** Variation id → option id of the product shown (empty on the parent). */
  initialSelection: Record<string, string>;
  currentProductId: string;
  /** Children with none left: an option leading only to them is marked (it can still be chosen). */
  soldOut?: string[];
}

/**
 * One radio group per variation, in sort order: arrow keys move the choice within a group, Tab
 * leaves it (native radios give the WAI-ARIA radio-group pattern). A full selection shows its child
 * product in place (price, pictures, URL) without leaving the page, so focus stays on the picker;
 * a combination that was never built is marked, and choosing it shows the nearest one that was. An
 * option whose child is out of stock is marked too, but can be chosen: its page says so.
 */
export function VariationPicker({
  variations,
  leaves,
  initialSelection,
  currentProductId,
  soldOut = [],
}: Props) {
  const t = useTranslations('Product');
  const soldOutIds = new Set(soldOut);
  const router = useRouter();
  const market = useLocale();
  const variant = useVariant();
  const [selection, setSelection] = useState(initialSelection);
  const [pending, startTransition] = useTransition();

  function choose(variationId: string, optionId: string) {
    let next = { ...selection, [variationId]: optionId };
    let child = childFor(next, variations, leaves);
    if (!child && variations.every((variation) => next[variation.id])) {
      // Keep the shopper's new choice and as many of the others as a built child allows.
      const fallback = leaves
        .filter((leaf) => leaf.optionIds.includes(optionId))
        .sort((a, b) => overlap(b.optionIds, next) - overlap(a.optionIds, next))[0];
      if (fallback) {
        next = Object.fromEntries(
          variations.map((variation) => [
            variation.id,
            variation.options.find((option) => fallback.optionIds.includes(option.id))?.id ?? '',
          ]),
        );
        child = fallback.childId;
      }
    }
    setSelection(next);
    if (!child) return;
    const carried = variant?.hrefOf(child);
    if (variant && carried) {
      // The address bar gets the market too: replaceState does not go through the router.
      if (child !== variant.shownId) variant.show(child, `/${market}${carried}`);
    } else if (child !== currentProductId) {
      // Not carried by this page (not live when it was rendered): its own page says what it is
      // (its address by id leads to its slug, if it has one).
      startTransition(() => router.push(`/products/${encodeURIComponent(child)}`));
    }
  }

  return (
    <div className="space-y-4" aria-busy={pending}>
      {variations.map((variation) => (
        <fieldset key={variation.id}>
          <legend className="mb-2 text-sm font-medium">
            {variation.name}
            {selection[variation.id] && (
              <span className="font-normal text-stone-600">
                : {variation.options.find((option) => option.id === selection[variation.id])?.name}
              </span>
            )}
          </legend>
          <div className="flex flex-wrap gap-2">
            {variation.options.map((option) => {
              const available = isOptionAvailable(variation.id, option.id, selection, leaves);
              const outOfStock =
                available && isOptionSoldOut(variation.id, option.id, selection, leaves, soldOutIds);
              const checked = selection[variation.id] === option.id;
              return (
                <label
                  key={option.id}
                  className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                    checked
                      ? 'border-brand-600 bg-brand-600 text-white'
                      : 'border-stone-300 bg-white hover:border-brand-500'
                  } ${available ? '' : 'text-stone-400 line-through'} ${outOfStock && !checked ? 'border-dashed text-stone-500' : ''}`}
                  title={option.description || undefined}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={variation.id}
                    value={option.id}
                    checked={checked}
                    onChange={() => choose(variation.id, option.id)}
                  />
                  {option.name}
                  {!available && <span className="sr-only">{t('notAvailable')}</span>}
                  {outOfStock && (
                    <>
                      <span className="sr-only">{t('stock.option')}</span>
                      <span aria-hidden="true" className="ml-1.5 text-xs">
                        · {t('stock.optionShort')}
                      </span>
                    </>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {pending && (
        <p className="text-sm text-stone-600" role="status">
          {t('loadingChoice')}
        </p>
      )}
    </div>
  );
}

function overlap(optionIds: string[], selection: Record<string, string>) {
  return Object.values(selection).filter((id) => optionIds.includes(id)).length;
}
