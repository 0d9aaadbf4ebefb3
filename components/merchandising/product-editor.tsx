'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/commerce/images';
import { PRODUCT_NAME_MAX, type ProductStatus } from '@/lib/commerce/schemas/merchandising';
import { useRouter } from '@/lib/i18n/navigation';
import { CURRENCIES } from '@/lib/i18n/locales';
import { RequestError, requestData } from '@/lib/storefront/http/request';
import type { PictureSaved, ProductSaved } from '@/lib/storefront/merchandising/merchandising-answers';
import {
  minorUnits,
  type AmountsView,
  type ProductEditView,
} from '@/lib/storefront/merchandising/product-edit-view';
import { InlineMessage } from '@/components/ui/inline-message';
import { buttonClass } from '@/components/ui/button';
import { compactInputClass } from '@/components/ui/input-class';

type Prices = Record<string, AmountsView>;

interface Problems {
  name?: boolean;
  /** `pricebookId.CUR` of the first amount that is not one. */
  amount?: { field: string; currency: string };
  picture?: 'pictureTooLarge' | 'notAPicture';
}

/** What can be told before sending: a name, amounts, a picture's size and declared type. */
function problemsOf(name: string, prices: Prices, picture: File | null): Problems {
  const found: Problems = {};
  if (!name.trim()) found.name = true;
  for (const [book, amounts] of Object.entries(prices))
    for (const currency of CURRENCIES) {
      const text = amounts[currency].trim();
      if (text && minorUnits(text, currency) === null && !found.amount)
        found.amount = { field: `${book}.${currency}`, currency };
    }
  if (picture) {
    if (picture.size > MAX_IMAGE_BYTES) found.picture = 'pictureTooLarge';
    else if (picture.type && !(IMAGE_TYPES as readonly string[]).includes(picture.type))
      found.picture = 'notAPicture';
  }
  return found;
}

const inputClass = `${compactInputClass} w-full`;

/**
 * The merchandiser's edit of one product: name, description, status, a price per currency in each
 * price book, and a new main picture. The picture goes first (the storefront and the service both
 * check it is one), then the rest; the page then shows the saved product in its preview.
 */
export function ProductEditor({ product }: { product: ProductEditView }) {
  const t = useTranslations('Merchandising.edit');
  const tStatus = useTranslations('Merchandising.products');
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [status, setStatus] = useState<ProductStatus>(product.status);
  const [prices, setPrices] = useState<Prices>(() =>
    Object.fromEntries(product.priceBooks.map((book) => [book.pricebookId, book.amounts])),
  );
  const [picture, setPicture] = useState<File | null>(null);
  /** Changed after a save, so the file input starts empty again. */
  const [pictureInput, setPictureInput] = useState(0);
  const [checked, setChecked] = useState<Problems>({});

  const save = useMutation({
    mutationFn: async () => {
      const base = `/api/merchandising/products/${encodeURIComponent(product.id)}`;
      if (picture) {
        const form = new FormData();
        form.append('picture', picture);
        await requestData<PictureSaved>(`${base}/picture`, { method: 'POST', body: form });
      }
      return requestData<ProductSaved>(base, {
        method: 'PUT',
        body: { name, description, status, prices },
      });
    },
    onSuccess: () => {
      setPicture(null);
      setPictureInput((count) => count + 1);
      router.refresh();
    },
  });
  const refusedPicture =
    save.error instanceof RequestError && save.error.meta.field === 'picture' ? save.error.message : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsOf(name, prices, picture);
    setChecked(found);
    if (found.name || found.amount || found.picture) return;
    save.mutate();
  }

  const setAmount = (book: string, currency: (typeof CURRENCIES)[number], value: string) =>
    setPrices((current) => ({ ...current, [book]: { ...current[book]!, [currency]: value } }));
  const pictureProblem = checked.picture ? t(`errors.${checked.picture}`, { size: '1 MB' }) : refusedPicture;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('formHeading')}
      </h2>

      <div className="space-y-1">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t('name')}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          value={name}
          maxLength={PRODUCT_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={checked.name ? true : undefined}
          aria-describedby={checked.name ? `${id}-name-error` : undefined}
          className={inputClass}
        />
        {checked.name && (
          <InlineMessage tone="error" size="xs" id={`${id}-name-error`}>
            {t('errors.nameMissing')}
          </InlineMessage>
        )}
      </div>

      <div className="space-y-1">
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          {t('description')}
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          maxLength={10_000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={inputClass}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('status')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['live', 'draft'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
              />
              {tStatus(value)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t('pricesHeading')}</legend>
        <p id={`${id}-prices-hint`} className="text-xs text-stone-600">
          {t('pricesHint')}
        </p>
        {product.priceBooks.map((book) => (
          <fieldset key={book.pricebookId} className="rounded-lg bg-stone-50 p-3">
            <legend className="px-1 text-sm">
              {t('pricesOf', { catalogs: book.catalogNames.join(', ') })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {CURRENCIES.map((currency) => {
                const field = `${book.pricebookId}.${currency}`;
                const wrong = checked.amount?.field === field;
                return (
                  <label key={currency} className="flex flex-col gap-1 text-sm">
                    <span>{t('priceIn', { currency })}</span>
                    <input
                      name={`price-${field}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={prices[book.pricebookId]?.[currency] ?? ''}
                      onChange={(event) => setAmount(book.pricebookId, currency, event.target.value)}
                      aria-invalid={wrong ? true : undefined}
                      aria-describedby={`${id}-prices-hint`}
                      className={`${inputClass} tabular-nums`}
                    />
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
        {checked.amount && (
          <InlineMessage tone="error" size="xs">
            {t('errors.amount', { currency: checked.amount.currency })}
          </InlineMessage>
        )}
      </fieldset>

      <div className="space-y-1">
        <label htmlFor={`${id}-picture`} className="text-sm font-medium">
          {t('picture')}
        </label>
        <input
          key={pictureInput}
          id={`${id}-picture`}
          name="picture"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => {
            setPicture(event.target.files?.[0] ?? null);
            setChecked((current) => ({ ...current, picture: undefined }));
            save.reset();
          }}
          aria-invalid={pictureProblem ? true : undefined}
          aria-describedby={`${id}-picture-hint`}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5"
        />
        <p id={`${id}-picture-hint`} className="text-xs text-stone-600">
          {t('pictureHint')}
        </p>
        {pictureProblem && <InlineMessage tone="error">{pictureProblem}</InlineMessage>}
        {picture && !pictureProblem && (
          <p className="text-sm break-all text-stone-700">{t('pictureChosen', { name: picture.name })}</p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={save.isPending} className={buttonClass({ size: 'sm' })}>
          {save.isPending ? t('saving') : t('save')}
        </button>
        <InlineMessage tone="success">{save.isSuccess && t('saved')}</InlineMessage>
      </div>
      {save.isError && !refusedPicture && <InlineMessage tone="error">{save.error.message}</InlineMessage>}
    </form>
  );
}
