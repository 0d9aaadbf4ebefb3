import { readBody } from '@/lib/storefront/http/read-body.server';
import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import {
  changeVariationOption,
  optionBody,
  removeVariationOption,
} from '@/lib/storefront/merchandising/merchandising-handlers.server';

type Context = RouteContext<'/api/merchandising/variations/[variationId]/options/[optionId]'>;

/** Renames an option or changes its description. */
export async function PUT(request: Request, { params }: Context) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, optionBody);
  if (!read.ok) return read.response;
  const { variationId, optionId } = await params;
  return changeVariationOption(variationId, optionId, read.data);
}

/** Deletes an option; the children made from it go when their parents are next built. */
export async function DELETE(request: Request, { params }: Context) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const { variationId, optionId } = await params;
  return removeVariationOption(variationId, optionId);
}
