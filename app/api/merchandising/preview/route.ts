import { z } from 'zod';
import { getRelease } from '@/lib/commerce/operations/merchandising';
import { dataAnswer, emptyAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';
import {
  endPreview,
  previewReleaseSchema,
  startPreview,
} from '@/lib/storefront/merchandising/preview.server';

const previewBody = z.strictObject(previewReleaseSchema.shape);

/**
 * Starts previewing a retained release across the whole storefront: Next's draft mode (so nothing
 * is served from or written to the shared cache) and the release cookie. The release must exist.
 */
export async function POST(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, previewBody);
  if (!read.ok) return read.response;
  const { catalogId, releaseId } = read.data;
  // `latest` is resolved now: a preview shows one fixed release, even after another is published.
  const release = await getRelease(adminClient(), catalogId, releaseId);
  if (!release.ok) return failureAnswer(release.error, MERCHANDISER_FAILURE);
  await startPreview({ catalogId, releaseId: release.data.data.id });
  return dataAnswer({ catalogId, releaseId: release.data.data.id, next: '/' });
}

/** Leaves the preview: the storefront shows the shoppers' catalog again. */
export async function DELETE(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  await endPreview();
  return emptyAnswer();
}
