import { z } from 'zod';
import { createCatalogPreview, getRelease } from '@/lib/commerce/operations/merchandising';
import { dataAnswer, emptyAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { requestErrors } from '@/lib/storefront/http/error-words.server';
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

/**
 * A retained release, or the catalog's current, unpublished data (`current: true`), opened at the
 * home page or at one product (`productId`: the merchandiser's product page previews it).
 */
const previewBody = z.union([
  z.strictObject(previewReleaseSchema.shape),
  z.strictObject({
    catalogId: previewReleaseSchema.shape.catalogId,
    current: z.literal(true),
    productId: z.string().min(1).max(64).optional(),
  }),
]);

/**
 * Starts previewing across the whole storefront: Next's draft mode (so nothing is served from or
 * written to the shared cache) and the release cookie. A retained release must exist; the current
 * data is rendered by the service now, as a release only merchandisers read.
 */
export async function POST(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, previewBody);
  if (!read.ok) return read.response;
  const { catalogId } = read.data;
  // `latest` is resolved now: a preview shows one fixed release, even after another is published.
  const release =
    'current' in read.data
      ? await createCatalogPreview(adminClient(), catalogId)
      : await getRelease(adminClient(), catalogId, read.data.releaseId);
  // A service without previews of the current data (404, the vendor's) is said so, in words.
  if (!release.ok && 'current' in read.data && release.error.status === 404)
    return errorAnswer(404, (await requestErrors())('previewUnavailable'));
  if (!release.ok) return failureAnswer(release.error, MERCHANDISER_FAILURE);
  await startPreview({ catalogId, releaseId: release.data.data.id });
  const next =
    'productId' in read.data && read.data.productId
      ? `/products/${encodeURIComponent(read.data.productId)}`
      : '/';
  return dataAnswer({ catalogId, releaseId: release.data.data.id, next });
}

/** Leaves the preview: the storefront shows the shoppers' catalog again. */
export async function DELETE(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  await endPreview();
  return emptyAnswer();
}
