import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import { rebuildProduct } from '@/lib/storefront/merchandising/merchandising-handlers.server';

/** Rebuilds a parent's children from its variations (spec 2.7 rule 4). */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]/build'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  return rebuildProduct((await params).productId);
}
