'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { RequestError, requestData } from '@/lib/storefront/http/request';

import { FORM_PANEL } from '@/components/ui/form-field';

type FieldErrors = Record<string, string>;

/**
 * The account's forms: the fields read from the form as typed (uncontrolled, so what was typed
 * before the page's script ran is kept), checked with the handler's own schema, sent as JSON; a
 * refusal that names a field is shown beside it, any other above the button. `word` turns a field
 * and the rule it broke into the shopper's words.
 */
export function useAccountForm<S extends z.ZodType, T>({
  action,
  schema,
  word,
  onSuccess,
}: {
  action: string;
  schema: S;
  word: (field: string, issue: z.core.$ZodIssue) => string;
  onSuccess: (data: T, sent: z.output<S>) => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: (body: z.output<S>) => requestData<T>(action, { method: 'POST', body }),
    onSuccess: (data, sent) => onSuccess(data, sent),
    onError: (error) => {
      const field = error instanceof RequestError ? error.meta.field : undefined;
      if (typeof field === 'string') setErrors({ [field]: error.message });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= word(key, issue);
      }
      setErrors(found);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  }

  const fieldError = mutation.error instanceof RequestError ? mutation.error.meta.field : undefined;
  return {
    /** The `<form>`'s own props: posted as a plain form before the page's script runs, as JSON after. */
    formProps: { method: 'post', action, onSubmit, noValidate: true, className: FORM_PANEL } as const,
    errors,
    /** A refusal not tied to a field. */
    general: mutation.error && typeof fieldError !== 'string' ? mutation.error.message : undefined,
    busy: mutation.isPending,
    done: mutation.isSuccess,
    clear: (field: string) => setErrors((current) => ({ ...current, [field]: '' })),
  };
}
