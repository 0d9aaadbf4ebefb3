import { z } from 'zod';
import { getRelease } from '@/lib/commerce/operations/merchandising';
import { dataAnswer, readBody } from '@/lib/storefront/account-api.server';
import { adminClient } from '@/lib/storefront/commerce.server';
import { merchandisingFailureAnswer, requireMerchandiser } from '@/lib/storefront/merchandising-api.server';
import { endPreview, previewReleaseSchema, startPreview } from '@/lib/storefront/preview.server';

const previewBody = z.strictObject(previewReleaseSchema.shape);

/**
 * Starts previewing a retained release across the whole storefront: Next's draft mode (so nothing
 * is served from or written to the shared cache) and the release cookie. The release must exist.
 */
export async function POST(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, previewBody);
  if ('refused' in read) return read.refused;
  const { catalogId, releaseId } = read.body;
  // `latest` is resolved now: a preview shows one fixed release, even after another is published.
  const release = await getRelease(adminClient(), catalogId, releaseId);
  if (!release.ok) return merchandisingFailureAnswer(release.error);
  await startPreview({ catalogId, releaseId: release.data.data.id });
  return dataAnswer({ catalogId, releaseId: release.data.data.id, next: '/' });
}

/** Leaves the preview: the storefront shows the shoppers' catalog again. */
export async function DELETE(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  await endPreview();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
