import 'server-only';
import { redirect } from 'next/navigation';
import type { MerchandiserSession } from '@/lib/storefront/session/merchandiser-session';
import { readMerchandiserSession } from '@/lib/storefront/session/merchandiser-session.server';
import { merchandiserSignInHref } from './merchandising-paths';

/**
 * The gate of every merchandising page: the signed-in merchandiser, or a redirect to the
 * merchandiser sign-in (and back to `next` afterwards). Pages call it before they load or render
 * anything of the merchandising area, inside their Suspense boundary (it reads cookies).
 */
export async function requireMerchandiserPage(next: string): Promise<MerchandiserSession> {
  const session = await readMerchandiserSession();
  if (!session) redirect(merchandiserSignInHref(next));
  return session;
}
