import { memberSignInBody, signInMember } from '@/lib/storefront/account/member-sign-in.server';
import { dataAnswer, emptyAnswer } from '@/lib/storefront/http/answers.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { endSession, readSession } from '@/lib/storefront/session/account-session.server';
import { signInHandler } from '@/lib/storefront/session/sign-in-form.server';

/**
 * Who is signed in, for the header's account link: catalog pages are the same for everyone (cached
 * whole per market), so what is personal on them is asked for by the browser after the page.
 */
export async function GET() {
  const state = await readSession();
  if (state.status !== 'signed-in') return dataAnswer({ signedIn: false });
  return dataAnswer({ signedIn: true, accountName: state.session.accountName });
}

/** Sign in. The page's script sends JSON and reads JSON; the same form posted without it gets pages. */
export const POST = signInHandler(memberSignInBody, signInMember, '/sign-in');

/** Sign out: forgets the session cookie (the token simply expires on the service). */
export async function DELETE(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  await endSession();
  return emptyAnswer();
}
