'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode } from 'react';
import { requestData } from '@/lib/storefront/http/request';
import { buttonClass } from '@/components/ui/button';
import { FORM_PANEL } from '@/components/ui/form-field';

interface Props {
  /** The sign-in handler: the script posts the fields to it as JSON, a plain form post gets pages. */
  action: string;
  /** Where to go after signing in, sent with the fields. */
  next: string;
  /** What the handler said when the form was posted before the script ran. */
  refused?: string;
  notice?: string;
  /** The fields (`SignInField`s). */
  children: ReactNode;
}

/**
 * The one sign-in form, of accounts and of merchandisers: a notice or the failure in words, the
 * fields, and the button. The fields go to the handler, and on success a full page load of the
 * `next` it answers, so the whole page (the header's account link, the preview banner) starts again
 * for the person, with nothing of an earlier session in the browser's query cache. A wrong
 * password, the rate limit and an unreachable service are said in words. A real form post as well:
 * sent before the page's script has run (or without it), the password goes in the body of a POST,
 * never into the address, and the handler answers with the next page.
 */
export function SignInForm({ action, next, refused, notice, children }: Props) {
  const t = useTranslations('Ui');
  const signIn = useMutation({
    mutationFn: (fields: Record<string, string>) =>
      requestData<{ next: string }>(action, { method: 'POST', body: { ...fields, next } }),
    onSuccess: (signedIn) => window.location.assign(signedIn.next),
  });
  const busy = signIn.isPending || signIn.isSuccess;
  const error = signIn.error?.message ?? (signIn.isIdle ? refused : undefined);

  // Read from the form, not from state: the fields are uncontrolled, so what someone typed before
  // the page's script ran (a slow connection, a quick password manager) is kept, not reset.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && name !== 'next') fields[name] = value;
    signIn.mutate(fields);
  }
  return (
    <form method="post" action={action} onSubmit={submit} className={FORM_PANEL}>
      <input type="hidden" name="next" value={next} />
      {notice && !error && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {children}
      <button type="submit" disabled={busy} className={buttonClass({ wide: true })}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}

/** What each kind of field takes: the address a password manager fills in, and the handler's bounds. */
const FIELD_KINDS = {
  email: { name: 'username', autoComplete: 'username', maxLength: 255 },
  password: { name: 'password', autoComplete: 'current-password', maxLength: 1024 },
} as const;

export function SignInField({ label, type }: { label: string; type: keyof typeof FIELD_KINDS }) {
  const { name, autoComplete, maxLength } = FIELD_KINDS[type];
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        className="rounded-md border border-stone-300 px-3 py-2 font-normal"
      />
    </label>
  );
}
