import { readBody } from '@/lib/storefront/http/read-body.server';
import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import {
  productEditBody,
  saveProductEdit,
} from '@/lib/storefront/merchandising/merchandising-handlers.server';

/** The merchandiser's edit of a product: name, description, status and prices (saveProductEdit). */
export async function PUT(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, productEditBody);
  if (!read.ok) return read.response;
  return saveProductEdit((await params).productId, read.data);
}
