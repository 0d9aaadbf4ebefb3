import { emptyAnswer } from '@/lib/storefront/http/answers.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import {
  merchandiserSignInBody,
  signInMerchandiser,
} from '@/lib/storefront/merchandising/merchandiser-sign-in.server';
import { endPreview } from '@/lib/storefront/merchandising/preview.server';
import { endMerchandiserSession } from '@/lib/storefront/session/merchandiser-session.server';
import { signInHandler } from '@/lib/storefront/session/sign-in-form.server';

/**
 * Merchandiser sign-in. JSON from the page's script; the same form posted without it gets pages.
 */
export const POST = signInHandler(merchandiserSignInBody, signInMerchandiser, '/merchandising/sign-in');

/** Sign out: the session ends, and with it any preview (draft mode and the release cookie). */
export async function DELETE(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  await endMerchandiserSession();
  await endPreview();
  return emptyAnswer();
}
