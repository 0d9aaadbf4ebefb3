import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { connection } from 'next/server';
import { z } from 'zod';
import { readMerchandiserSession } from '@/lib/storefront/session/merchandiser-session.server';

/** The release a merchandiser previews: set with draft mode by the merchandising route handlers. */
export const PREVIEW_COOKIE = 'preview_release';

export const previewReleaseSchema = z.object({
  catalogId: z.string().min(1).max(64),
  releaseId: z.string().min(1).max(64),
});
export type PreviewRelease = z.infer<typeof previewReleaseSchema>;

export function encodePreview(release: PreviewRelease): string {
  return `${release.catalogId}:${release.releaseId}`;
}

function decodePreview(value: string | undefined): PreviewRelease | null {
  const [catalogId, releaseId, ...rest] = (value ?? '').split(':');
  const parsed = previewReleaseSchema.safeParse({ catalogId, releaseId });
  return rest.length === 0 && parsed.success ? parsed.data : null;
}

/**
 * The release being previewed, or null for everyone who is not previewing. Next's draft mode, the
 * release cookie and a signed-in merchandiser are all needed: the draft-mode bypass cookie is the
 * same for every visitor of a build, so on its own it proves nothing, and a preview cookie without a
 * merchandiser session is ignored. In draft mode Next skips every 'use cache' entry, so preview
 * content is never cached for shoppers.
 */
export async function getPreviewRelease(): Promise<PreviewRelease | null> {
  const draft = await draftMode();
  if (!draft.isEnabled) return null;
  // Draft mode renders at request time only: a prefetch's prerender of it would find its cached
  // reads skipped (draft mode bypasses the cache) and fail.
  await connection();
  const release = decodePreview((await cookies()).get(PREVIEW_COOKIE)?.value);
  if (!release) return null;
  return (await readMerchandiserSession()) ? release : null;
}

/**
 * Route handlers only: draft mode on and the release remembered. Both cookies end with the browser
 * session; httpOnly and SameSite=Lax, Secure in production.
 */
export async function startPreview(release: PreviewRelease): Promise<void> {
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, encodePreview(release), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
  });
}

export async function endPreview(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
}
