import type { InputHTMLAttributes, ReactNode } from 'react';
import { buttonClass } from './button';
import { Alert } from './alert';

/** The panel a form of the account's sits in. */
export const FORM_PANEL = 'space-y-5 rounded-xl border border-stone-200 bg-white p-6';

/**
 * A labelled field with its hint and its error, tied to the input for assistive technology
 * (`aria-describedby`, `aria-invalid`): the one field of the account's forms.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Words after the label for a field that may stay empty (" (optional)"). */
  optional?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {optional && <span className="font-normal text-stone-500">{optional}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The input of a `FormField` with the same id: described by its hint and error, marked invalid. */
export function FieldInput({
  id,
  error,
  hint,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; error?: string; hint?: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={`w-full rounded-md border px-3 py-2 ${error ? 'border-red-600' : 'border-stone-300'} ${className}`}
      {...props}
    />
  );
}

/**
 * A `FormField` holding one `FieldInput`: the label, hint and error written once for both. Any other
 * prop is the input's own (`name`, `type`, `autoComplete`, `maxLength`…).
 */
export function TextField({
  label,
  optional,
  ...input
}: Parameters<typeof FieldInput>[0] & { label: string; optional?: string }) {
  return (
    <FormField id={input.id} label={label} hint={input.hint} error={input.error} optional={optional}>
      <FieldInput {...input} />
    </FormField>
  );
}

/** The form's failure or outcome in words, announced when it appears. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return <Alert tone={kind}>{children}</Alert>;
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={`${buttonClass()} w-full sm:w-auto`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
