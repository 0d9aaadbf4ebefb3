'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { accountRequest } from '@/lib/storefront/account-requests';

interface SignedIn {
  accountName: string;
  next: string;
}

/**
 * Email and password, posted to the sign-in handler. On success, a full page load of `next`: the
 * whole page, the header's account link and language/currency switcher included, starts again for
 * the member, in their saved language and currency, with nothing of an earlier session in the
 * browser's query cache. Wrong credentials, the rate limit and an unreachable service are said in words.
 */
export function SignInForm({ next, notice }: { next: string; notice?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      accountRequest<SignedIn>('/api/account/session', { method: 'POST', body: { ...credentials, next } }),
    onSuccess: (signedIn) => window.location.assign(signedIn.next),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate({ username: email, password });
  }

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={submit} className="space-y-5 rounded-xl border border-stone-200 bg-white p-6">
      {notice && !signIn.isError && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {signIn.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {signIn.error.message}
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium">
        Email address
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          maxLength={255}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="rounded-md border border-stone-300 px-3 py-2 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Password
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="rounded-md border border-stone-300 px-3 py-2 font-normal"
        />
      </label>
      <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
