'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { variationOptionName } from '@/lib/commerce/schemas/variations';
import type { VariationOptionSummary } from '@/lib/storefront/merchandising/variation-view';
import { request, requestData } from '@/lib/storefront/http/request';
import type { OptionSaved } from '@/lib/storefront/merchandising/merchandising-answers';
import { InlineMessage } from '@/components/ui/inline-message';
import { buttonClass } from '@/components/ui/button';

/**
 * One option of a variation: its name and what shoppers read (the description), with a way to
 * rename it, change the description or delete it. Either takes effect for shoppers once the parents
 * are rebuilt and a release is published (spec 2.7 rule 4), which the page says after each change.
 */
export function OptionEditor({
  variationId,
  variationName,
  option,
}: {
  variationId: string;
  variationName: string;
  option: VariationOptionSummary;
}) {
  const t = useTranslations('Merchandising.options');
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [name, setName] = useState(option.name);
  const [description, setDescription] = useState(option.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const path = `/api/merchandising/variations/${encodeURIComponent(variationId)}/options/${encodeURIComponent(option.id)}`;
  const save = useMutation({
    mutationFn: () =>
      requestData<OptionSaved>(path, {
        method: 'PUT',
        body: { name, description: description.trim(), sortOrder: option.sortOrder },
      }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => request<void>(path, { method: 'DELETE' }),
    onSuccess: () => router.refresh(),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!variationOptionName.safeParse(name).success) {
      setNameError(name ? t('nameInvalid', { name, hint: t('nameHint') }) : t('nameMissing'));
      return;
    }
    setNameError(null);
    save.mutate();
  }

  const label = t('optionOf', { option: option.name, variation: variationName });
  if (remove.isSuccess) {
    return (
      <li
        role="status"
        className="rounded-md border border-dashed border-stone-300 px-3 py-1 text-sm text-stone-600"
      >
        {t('deleted', { option: option.name })}
      </li>
    );
  }
  return (
    <li className="rounded-md border border-stone-300 px-3 py-1 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{option.name}</span>
        {option.description && (
          <span className="text-stone-600">{t('quoted', { text: option.description })}</span>
        )}
        {option.sortOrder !== null && <span className="text-xs text-stone-500">({option.sortOrder})</span>}
        {!open && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t('changeLabel', { option: label })}
            className="text-xs text-brand-700 underline"
          >
            {t('change')}
          </button>
        )}
      </div>
      {save.isSuccess && !open && (
        <InlineMessage tone="success" size="xs">
          {t('saved')}
        </InlineMessage>
      )}
      {open && (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={t('changeLabel', { option: label })}
          className="mt-2 space-y-2 pb-1"
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className="block text-xs font-medium">
              {t('name')}
            </label>
            <input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              className="w-48 rounded-md border border-stone-300 px-2 py-1"
            />
            {nameError && (
              <InlineMessage tone="error" size="xs" id={`${id}-name-error`}>
                {nameError}
              </InlineMessage>
            )}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-description`} className="block text-xs font-medium">
              {t('shopperDescription')}
            </label>
            <input
              id={`${id}-description`}
              value={description}
              maxLength={1024}
              onChange={(event) => setDescription(event.target.value)}
              className="w-64 rounded-md border border-stone-300 px-2 py-1"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={save.isPending} className={buttonClass({ size: 'sm' })}>
              {save.isPending ? t('saving') : t('save')}
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setConfirmDelete(false);
                setName(option.name);
                setDescription(option.description ?? '');
              }}
              className={buttonClass({ tone: 'secondary', size: 'sm' })}
            >
              {t('cancel')}
            </button>
            {!confirmDelete ? (
              <button
                type="button"
                onClick={() => setConfirmDelete(true)}
                className={buttonClass({ tone: 'dangerOutline', size: 'sm' })}
              >
                {t('delete')}
              </button>
            ) : (
              <span
                role="group"
                aria-label={t('confirmDeleteLabel', { option: label })}
                className="flex items-center gap-2"
              >
                <span className="text-red-900">{t('confirmDelete', { option: option.name })}</span>
                <button
                  type="button"
                  onClick={() => remove.mutate()}
                  disabled={remove.isPending}
                  className={buttonClass({ tone: 'danger', size: 'sm' })}
                >
                  {t('yesDelete')}
                </button>
              </span>
            )}
          </div>
          {(save.error ?? remove.error) && (
            <InlineMessage tone="error" size="xs">
              {(save.error ?? remove.error)?.message}
            </InlineMessage>
          )}
        </form>
      )}
    </li>
  );
}
