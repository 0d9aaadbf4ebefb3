import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { z } from 'zod';

/** The release a merchandiser previews: set with draft mode by the merchandising route handlers. */
export const PREVIEW_COOKIE = 'preview_release';

export const previewReleaseSchema = z.object({ catalogId: z.string().min(1).max(64), releaseId: z.string().min(1).max(64) });
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
 * The release being previewed, or null for everyone who is not previewing. Both Next's draft mode
 * (whose bypass cookie only the merchandising handlers can set) and the release cookie are needed;
 * in draft mode Next skips every 'use cache' entry, so preview content is never cached for shoppers.
 */
export async function getPreviewRelease(): Promise<PreviewRelease | null> {
  const draft = await draftMode();
  if (!draft.isEnabled) return null;
  return decodePreview((await cookies()).get(PREVIEW_COOKIE)?.value);
}
