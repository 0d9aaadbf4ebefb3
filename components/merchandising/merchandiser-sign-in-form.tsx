'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { accountRequest } from '@/lib/storefront/account-requests';

/**
 * The merchandiser password, posted to the sign-in handler; then on to `next` with a full load, so
 * every part of the page (the preview banner too) renders for the merchandiser. A wrong password,
 * the rate limit and an unreachable server are said in words.
 */
export function MerchandiserSignInForm({ next }: { next: string }) {
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: (secret: string) => accountRequest<{ next: string }>('/api/merchandising/session', { method: 'POST', body: { password: secret, next } }),
    onSuccess: (signedIn) => window.location.assign(signedIn.next),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate(password);
  }

  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={submit} className="space-y-5 rounded-xl border border-stone-200 bg-white p-6">
      {signIn.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {signIn.error.message}
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium">
        Merchandiser password
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
