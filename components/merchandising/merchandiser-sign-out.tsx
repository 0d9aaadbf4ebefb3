'use client';

import { SignOutControl } from '@/components/ui/sign-out-control';
import { MERCHANDISER_SIGN_IN_PATH } from '@/lib/storefront/merchandising/merchandising-paths';

/** Ends the merchandiser session (and any preview), then reloads as a shopper would see the site. */
export function MerchandiserSignOut() {
  return (
    <SignOutControl
      endpoint="/api/merchandising/session"
      className="text-sm"
      // A full load: nothing rendered for the merchandiser stays in the router's cache.
      onSignedOut={() => window.location.assign(MERCHANDISER_SIGN_IN_PATH)}
    />
  );
}
