'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { useId, useState, type FormEvent } from 'react';
import { sortOrder as sortOrderSchema, variationOptionName } from '@/lib/commerce/schemas/variations';
import { requestData } from '@/lib/storefront/http/request';

interface Created {
  id: string;
  name: string;
  sortOrder: number | null;
}

const NAME_HINT = 'Letters A–Z and a–z, digits, hyphen, underscore and period only; no spaces.';

/** Spec 2.7: the name rule and an integer sort order, checked here before anything is sent. */
function problems(name: string, sortOrder: string): { name?: string; sortOrder?: string } {
  const found: { name?: string; sortOrder?: string } = {};
  if (!name) found.name = 'Enter a name for the option.';
  else if (!variationOptionName.safeParse(name).success) found.name = `“${name}” can’t be used: ${NAME_HINT}`;
  if (
    sortOrder.trim() !== '' &&
    (!/^-?\d+$/.test(sortOrder.trim()) || !sortOrderSchema.safeParse(Number(sortOrder)).success)
  ) {
    found.sortOrder = 'The sort order is a whole number (zero and negatives are fine), or empty for none.';
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
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [sortOrder, setSortOrder] = useState('');
  const [checked, setChecked] = useState<{ name?: string; sortOrder?: string }>({});
  const create = useMutation({
    mutationFn: (body: { name: string; description?: string; sortOrder: number | null }) =>
      requestData<Created>(`/api/merchandising/variations/${encodeURIComponent(variationId)}/options`, {
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
      aria-label={`Add an option to ${variationName}`}
      className="space-y-3 rounded-lg bg-stone-50 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_2fr_8rem]">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Option name
          <input
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={checked.name ? true : undefined}
            aria-describedby={`${id}-name`}
            className="rounded-md border border-stone-300 px-3 py-1.5 font-normal aria-invalid:border-red-600"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Description (optional)
          <input
            name="description"
            value={description}
            maxLength={1024}
            onChange={(event) => setDescription(event.target.value)}
            className="rounded-md border border-stone-300 px-3 py-1.5 font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Sort order
          <input
            name="sortOrder"
            inputMode="numeric"
            value={sortOrder}
            onChange={(event) => setSortOrder(event.target.value)}
            aria-invalid={checked.sortOrder ? true : undefined}
            aria-describedby={`${id}-sort`}
            className="rounded-md border border-stone-300 px-3 py-1.5 font-normal aria-invalid:border-red-600"
          />
        </label>
      </div>
      <p
        id={`${id}-name`}
        className={`text-xs ${checked.name ? 'text-red-700' : 'text-stone-500'}`}
        role={checked.name ? 'alert' : undefined}
      >
        {checked.name ?? NAME_HINT}
      </p>
      <p
        id={`${id}-sort`}
        className={`text-xs ${checked.sortOrder ? 'text-red-700' : 'text-stone-500'}`}
        role={checked.sortOrder ? 'alert' : undefined}
      >
        {checked.sortOrder ?? 'Highest first; options without one come after, alphabetically.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={create.isPending}
          className="rounded-md bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {create.isPending ? 'Adding…' : 'Add option'}
        </button>
        {create.isSuccess && (
          <p role="status" className="text-sm text-emerald-800">
            Option {create.data.name} added to {variationName}. Rebuild the products that use it to make their
            new children.
          </p>
        )}
        {create.isError && (
          <p role="alert" className="text-sm text-red-700">
            {create.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
