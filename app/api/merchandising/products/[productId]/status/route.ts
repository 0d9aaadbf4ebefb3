import { readBody } from '@/lib/storefront/http/read-body.server';
import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import {
  changeProductStatus,
  productStatusBody,
} from '@/lib/storefront/merchandising/merchandising-handlers.server';

/** Takes a product out of the next release (`draft`) or puts it back (`live`). */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]/status'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, productStatusBody);
  if (!read.ok) return read.response;
  return changeProductStatus((await params).productId, read.data);
}
