import { emptyAnswer } from '@/lib/storefront/http/answers.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import { openPreview, previewBody } from '@/lib/storefront/merchandising/merchandising-handlers.server';
import { endPreview } from '@/lib/storefront/merchandising/preview.server';

/** Starts previewing a release, or the catalog's unpublished data, across the storefront (openPreview). */
export async function POST(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, previewBody);
  if (!read.ok) return read.response;
  return openPreview(read.data);
}

/** Leaves the preview: the storefront shows the shoppers' catalog again. */
export async function DELETE(request: Request) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  await endPreview();
  return emptyAnswer();
}
