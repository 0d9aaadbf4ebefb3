'use client';

import { useMutation } from '@tanstack/react-query';
import { accountCommand } from '@/lib/storefront/account-requests';
import { MERCHANDISER_SIGN_IN_PATH } from '@/lib/storefront/merchandiser-paths';

/** Ends the merchandiser session (and any preview), then reloads as a shopper would see the site. */
export function MerchandiserSignOut() {
  const signOut = useMutation({
    mutationFn: () => accountCommand('/api/merchandising/session', { method: 'DELETE' }),
    // A full load: nothing rendered for the merchandiser stays in the router's cache.
    onSuccess: () => window.location.assign(MERCHANDISER_SIGN_IN_PATH),
  });
  return (
    <div className="flex items-center gap-3 text-sm">
      {signOut.isError && (
        <p role="alert" className="text-red-700">
          {signOut.error.message}
        </p>
      )}
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending || signOut.isSuccess}
        className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100 disabled:opacity-60"
      >
        {signOut.isPending ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}
