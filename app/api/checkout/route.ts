import { checkout } from '@/lib/storefront/cart/cart-handlers.server';
import { forgetCheckoutDraft, keepCheckoutDraft } from '@/lib/storefront/cart/checkout-draft.server';
import { handleFormOrJson } from '@/lib/storefront/http/form-post.server';
import { isFormPost, MAX_BODY_BYTES } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { checkoutBody, type CheckoutAnswer } from '@/lib/storefront/cart/cart-bodies';
import { checkoutForm } from '@/lib/storefront/cart/cart-forms';

/**
 * Places the order from the shopper's cart; answers the new order's id. The checkout form posted
 * without the script goes on to the order's page (to pay), or back to the checkout saying why, its
 * fields kept for it (checkout-draft.server.ts).
 */
export async function POST(request: Request) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const form = isFormPost(request) ? request.clone() : null;
  const answer = await handleFormOrJson(request, checkoutBody, checkout, {
    page: '/checkout',
    success: (data) => `/orders/${encodeURIComponent((data as CheckoutAnswer['data']).orderId)}`,
    form: checkoutForm,
  });
  const sentBack = answer.headers.get('location')?.includes('error=');
  const length = Number(request.headers.get('content-length') ?? MAX_BODY_BYTES + 1);
  if (form && sentBack && length <= MAX_BODY_BYTES)
    await keepCheckoutDraft(new URLSearchParams(await form.text()));
  else if (answer.ok || answer.status === 303) await forgetCheckoutDraft();
  return answer;
}
