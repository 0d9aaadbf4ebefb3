import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { addressInput } from '@/lib/storefront/account/address-rules';
import { addAddress } from '@/lib/storefront/account/addresses.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

/** Adds an address to the signed-in account's address book. */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  return handleFormOrJson(request, addressInput, (input) => addAddress(gate.session, input), {
    page: '/account/addresses/new',
    success: () => '/account/addresses?saved=1',
  });
}
