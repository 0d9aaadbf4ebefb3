import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import { replaceProductPicture } from '@/lib/storefront/merchandising/merchandising-handlers.server';

/** A new main picture for the product, from the multipart `picture` part (replaceProductPicture). */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]/picture'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  return replaceProductPicture(request, (await params).productId);
}
