import { z } from 'zod';
import { deleteVariationOption, updateVariationOption } from '@/lib/commerce/operations/merchandising';
import { sortOrder, variationOptionName } from '@/lib/commerce/schemas/variations';
import { dataAnswer, emptyAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';

type Context = RouteContext<'/api/merchandising/variations/[variationId]/options/[optionId]'>;

/** The whole option as the editor has it: the service replaces every attribute (spec 2.7 rule 3). */
const optionBody = z.strictObject({
  name: variationOptionName,
  description: z.string().max(1024, 'must be at most 1024 characters'),
  sortOrder: sortOrder,
});

/** Renames an option or changes its description; a rebuild of its parents makes it count. */
export async function PUT(request: Request, { params }: Context) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, optionBody);
  if (!read.ok) return read.response;
  const { variationId, optionId } = await params;
  const { name, description, sortOrder: order } = read.data;
  const changed = await updateVariationOption(adminClient(), variationId, optionId, {
    name,
    description,
    sort_order: order ?? null,
  });
  if (!changed.ok) return failureAnswer(changed.error, MERCHANDISER_FAILURE);
  const option = changed.data.data;
  return dataAnswer({ id: option.id, name: option.attributes.name ?? name });
}

/** Deletes an option; the children made from it go when their parents are next built. */
export async function DELETE(request: Request, { params }: Context) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const { variationId, optionId } = await params;
  const deleted = await deleteVariationOption(adminClient(), variationId, optionId);
  if (!deleted.ok) return failureAnswer(deleted.error, MERCHANDISER_FAILURE);
  return emptyAnswer();
}
