import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { passwordBody } from '@/lib/storefront/account/account-bodies';
import { changePassword } from '@/lib/storefront/account/profile.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** A new password; the current one is required. */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  return handleFormOrJson(request, passwordBody, (body) => changePassword(request, gate.session, body), {
    page: '/account/profile',
    success: () => '/account/profile?saved=password',
  });
}
