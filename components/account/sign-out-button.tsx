'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { SignOutControl } from '@/components/ui/sign-out-control';
import { accountKeys } from '@/lib/storefront/account/account-queries';

export function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <SignOutControl
      endpoint="/api/account/session"
      onSignedOut={() => {
        // Nothing of the account stays in this tab's cache, and every server part (the header too)
        // renders again for a guest.
        queryClient.removeQueries({ queryKey: accountKeys.all });
        router.replace('/');
        router.refresh();
      }}
    />
  );
}
