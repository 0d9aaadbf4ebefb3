import { joinBody } from '@/lib/storefront/account/account-bodies';
import { join } from '@/lib/storefront/account/join.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** Creates an account (the vendor's self sign-up) and signs the new member in. */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  return handleFormOrJson(request, joinBody, (body) => join(request, body), {
    page: '/register',
    success: (data) => (data as { next: string }).next,
  });
}
