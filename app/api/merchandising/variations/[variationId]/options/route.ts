import { readBody } from '@/lib/storefront/http/read-body.server';
import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import {
  addVariationOption,
  newOptionBody,
} from '@/lib/storefront/merchandising/merchandising-handlers.server';

/** Spec 4.3: a new option under the variation. */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/variations/[variationId]/options'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, newOptionBody);
  if (!read.ok) return read.response;
  return addVariationOption((await params).variationId, read.data);
}
