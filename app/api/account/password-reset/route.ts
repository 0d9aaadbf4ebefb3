import { forgotBody } from '@/lib/storefront/account/account-bodies';
import { requestPasswordReset } from '@/lib/storefront/account/password-reset.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** "Forgot password?": the same neutral answer whether or not the email has an account. */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  return handleFormOrJson(request, forgotBody, (body) => requestPasswordReset(request, body), {
    page: '/forgot-password',
    success: () => '/forgot-password?sent=1',
  });
}
