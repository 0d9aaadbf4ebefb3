import { resetBody } from '@/lib/storefront/account/account-bodies';
import { completePasswordReset } from '@/lib/storefront/account/password-reset.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** The reset link's form: uses the one-time token once and sets the new password. */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  return handleFormOrJson(request, resetBody, (body) => completePasswordReset(request, body), {
    // Back to the form without the token: a refused link is asked for again, not retried.
    page: '/reset-password',
    success: (data) => (data as { next: string }).next,
  });
}
