'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@/lib/i18n/navigation';
import { SignOutControl } from '@/components/ui/sign-out-control';
import { accountKeys } from '@/lib/storefront/account/account-queries';
import { CART_QUERY_KEY } from '@/lib/storefront/cart/cart-client';
import { ACCOUNT_STATUS_KEY, type AccountStatus } from '@/lib/storefront/account/account-status';

export function SignOutButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <SignOutControl
      endpoint="/api/account/session"
      onSignedOut={async () => {
        // Nothing of the account stays in this tab's cache (the header's account link says "Sign
        // in" at once), and every server part renders again for a guest. A read of the header's
        // status still in flight, sent while signed in, is called off first: answering after this,
        // it would name the account again.
        await queryClient.cancelQueries({ queryKey: ACCOUNT_STATUS_KEY });
        queryClient.removeQueries({ queryKey: accountKeys.all });
        queryClient.setQueryData<AccountStatus>(ACCOUNT_STATUS_KEY, { signedIn: false });
        // The account's cart stays with the account: the browser's own (empty) cart is read again.
        void queryClient.resetQueries({ queryKey: CART_QUERY_KEY });
        router.replace('/');
        router.refresh();
      }}
    />
  );
}
