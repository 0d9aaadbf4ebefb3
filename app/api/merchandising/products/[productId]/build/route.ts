import { buildProduct } from '@/lib/commerce/operations/merchandising';
import { dataAnswer } from '@/lib/storefront/account-api.server';
import { adminClient } from '@/lib/storefront/commerce.server';
import { merchandisingFailureAnswer, requireMerchandiser } from '@/lib/storefront/merchandising-api.server';

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
  if (!built.ok) return merchandisingFailureAnswer(built.error);
  const { children, created, removed } = built.data.data.attributes;
  return dataAnswer({ children: children.length, created: created.length, removed: removed.length });
}
