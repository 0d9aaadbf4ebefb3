import { buildProduct } from '@/lib/commerce/operations/merchandising';
import { dataAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';

/**
 * Rebuilds a parent's children from its variations (spec 2.7 rule 4). Shoppers see the result only
 * after the next publish, so no cache is touched here.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]/build'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const { productId } = await params;
  const built = await buildProduct(adminClient(), productId);
  if (!built.ok) return failureAnswer(built.error, MERCHANDISER_FAILURE);
  const { children, created, removed } = built.data.data.meta.build;
  return dataAnswer({ children: children.length, created: created.length, removed: removed.length });
}
