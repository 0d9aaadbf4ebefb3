'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { sortOrder as sortOrderSchema, variationOptionName } from '@/lib/commerce/schemas/variations';
import { requestData } from '@/lib/storefront/http/request';
import type { OptionSaved } from '@/lib/storefront/merchandising/merchandising-answers';
import { InlineMessage } from '@/components/ui/inline-message';
import { buttonClass } from '@/components/ui/button';
import { compactInputClass } from '@/components/ui/input-class';

type Problems = { name?: 'nameMissing' | 'nameInvalid'; sortOrder?: 'sortOrderInvalid' };

/** Spec 2.7: the name rule and an integer sort order, checked here before anything is sent. */
function problems(name: string, sortOrder: string): Problems {
  const found: Problems = {};
  if (!name) found.name = 'nameMissing';
  else if (!variationOptionName.safeParse(name).success) found.name = 'nameInvalid';
  if (
    sortOrder.trim() !== '' &&
    (!/^-?\d+$/.test(sortOrder.trim()) || !sortOrderSchema.safeParse(Number(sortOrder)).success)
  ) {
    found.sortOrder = 'sortOrderInvalid';
  }
  return found;
}

/**
 * Adds an option to a variation. Refusals of the service (a name already used: 409; its own rule
 * check: 422) are shown as it words them. The new option makes children only once a parent using
 * the variation is rebuilt (spec 2.7 rule 4).
 */
export function AddOptionForm({
  variationId,
  variationName,
}: {
  variationId: string;
  variationName: string;
}) {
  const t = useTranslations('Merchandising.options');
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [sortOrder, setSortOrder] = useState('');
  const [checked, setChecked] = useState<Problems>({});
  const hint = t('nameHint');
  const create = useMutation({
    mutationFn: (body: { name: string; description?: string; sortOrder: number | null }) =>
      requestData<OptionSaved>(`/api/merchandising/variations/${encodeURIComponent(variationId)}/options`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      setName('');
      setDescription('');
      setSortOrder('');
      router.refresh();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problems(name, sortOrder);
    setChecked(found);
    if (found.name || found.sortOrder) return;
    create.mutate({
      name,
      ...(description && { description }),
      sortOrder: sortOrder.trim() === '' ? null : Number(sortOrder),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('addLabel', { variation: variationName })}
      className="space-y-3 rounded-lg bg-stone-50 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr_8rem]">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('name')}
          <input
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={checked.name ? true : undefined}
            aria-describedby={`${id}-name`}
            className={compactInputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('description')}
          <input
            name="description"
            value={description}
            maxLength={1024}
            onChange={(event) => setDescription(event.target.value)}
            className={compactInputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('sortOrder')}
          <input
            name="sortOrder"
            inputMode="numeric"
            value={sortOrder}
            onChange={(event) => setSortOrder(event.target.value)}
            aria-invalid={checked.sortOrder ? true : undefined}
            aria-describedby={`${id}-sort`}
            className={compactInputClass}
          />
        </label>
      </div>
      <p
        id={`${id}-name`}
        className={`text-xs ${checked.name ? 'text-red-700' : 'text-stone-500'}`}
        role={checked.name ? 'alert' : undefined}
      >
        {checked.name ? t(checked.name, { name, hint }) : hint}
      </p>
      <p
        id={`${id}-sort`}
        className={`text-xs ${checked.sortOrder ? 'text-red-700' : 'text-stone-500'}`}
        role={checked.sortOrder ? 'alert' : undefined}
      >
        {checked.sortOrder ? t(checked.sortOrder) : t('sortOrderHint')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={create.isPending} className={buttonClass({ size: 'sm' })}>
          {create.isPending ? t('adding') : t('add')}
        </button>
        {create.isSuccess && (
          <InlineMessage tone="success">
            {t('added', { option: create.data.name, variation: variationName })}
          </InlineMessage>
        )}
        {create.isError && <InlineMessage tone="error">{create.error.message}</InlineMessage>}
      </div>
    </form>
  );
}
