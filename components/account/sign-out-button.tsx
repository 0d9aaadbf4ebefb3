'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { accountKeys } from '@/lib/storefront/account-queries';
import { accountCommand } from '@/lib/storefront/account-requests';

export function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => accountCommand('/api/account/session', { method: 'DELETE' }),
    onSuccess: () => {
      // Nothing of the account stays in this tab's cache, and every server part (the header too)
      // renders again for a guest.
      queryClient.removeQueries({ queryKey: accountKeys.all });
      router.replace('/');
      router.refresh();
    },
  });
  return (
    <div className="flex items-center gap-3">
      {signOut.isError && (
        <p role="alert" className="text-red-700">
          {signOut.error.message}
        </p>
      )}
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100 disabled:opacity-60"
      >
        {signOut.isPending ? 'Signing out…' : 'Sign out'}
      </button>
    </div>
  );
}
