import { z } from 'zod';
import { createVariationOption } from '@/lib/commerce/operations/merchandising';
import { sortOrder, variationOptionName } from '@/lib/commerce/schemas/variations';
import { dataAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';

/** The form's fields, checked with the contract's spec 2.7 rules before the service sees them. */
const optionBody = z.strictObject({
  name: variationOptionName,
  description: z.string().max(1024, 'must be at most 1024 characters').optional(),
  sortOrder: sortOrder,
});

/** Spec 4.3: creates an option under the variation; the service's refusals (409, 422, 404) keep their words. */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/variations/[variationId]/options'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, optionBody);
  if (!read.ok) return read.response;
  const { variationId } = await params;
  const { name, description, sortOrder: order } = read.data;
  const created = await createVariationOption(adminClient(), variationId, {
    name,
    ...(description && { description }),
    sort_order: order ?? null,
  });
  if (!created.ok) return failureAnswer(created.error, MERCHANDISER_FAILURE);
  const option = created.data.data;
  return dataAnswer(
    { id: option.id, name: option.attributes.name ?? name, sortOrder: option.attributes.sort_order ?? null },
    201,
  );
}
