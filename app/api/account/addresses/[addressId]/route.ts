import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { addressInput } from '@/lib/storefront/account/address-rules';
import { changeAddress, removeAddress } from '@/lib/storefront/account/addresses.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';

type Context = RouteContext<'/api/account/addresses/[addressId]'>;

/** Changes one of the account's addresses (a form posted without the page's script comes here too). */
async function change(request: Request, { params }: Context) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const { addressId } = await params;
  return handleFormOrJson(request, addressInput, (input) => changeAddress(gate.session, addressId, input), {
    page: `/account/addresses/${encodeURIComponent(addressId)}`,
    success: () => '/account/addresses?saved=1',
  });
}

export const PUT = change;
export const POST = change;

/** Removes one of the account's addresses; another account's id is the service's 403 or 404. */
export async function DELETE(request: Request, { params }: Context) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  return removeAddress(gate.session, (await params).addressId);
}
