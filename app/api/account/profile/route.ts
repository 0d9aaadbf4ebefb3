import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { profileBody } from '@/lib/storefront/account/account-bodies';
import { updateProfile } from '@/lib/storefront/account/profile.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** The member's name and email. */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  return handleFormOrJson(request, profileBody, (body) => updateProfile(request, gate.session, body), {
    page: '/account/profile',
    success: () => '/account/profile?saved=details',
  });
}
