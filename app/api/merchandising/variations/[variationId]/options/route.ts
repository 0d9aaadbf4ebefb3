import { z } from 'zod';
import { createVariationOption } from '@/lib/commerce/operations/merchandising';
import { sortOrder, variationOptionName } from '@/lib/commerce/schemas/variations';
import { dataAnswer, readBody } from '@/lib/storefront/account-api.server';
import { adminClient } from '@/lib/storefront/commerce.server';
import { merchandisingFailureAnswer, requireMerchandiser } from '@/lib/storefront/merchandising-api.server';

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
  if ('refused' in read) return read.refused;
  const { variationId } = await params;
  const { name, description, sortOrder: order } = read.body;
  const created = await createVariationOption(adminClient(), variationId, {
    name,
    ...(description && { description }),
    sort_order: order ?? null,
  });
  if (!created.ok) return merchandisingFailureAnswer(created.error);
  const option = created.data.data;
  return dataAnswer(
    { id: option.id, name: option.attributes.name ?? name, sortOrder: option.attributes.sort_order ?? null },
    201,
  );
}
