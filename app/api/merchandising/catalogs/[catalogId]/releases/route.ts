import { requireMerchandiser } from '@/lib/storefront/merchandising/handler-gate.server';
import { publishCatalog } from '@/lib/storefront/merchandising/merchandising-handlers.server';

/** Publishes a new release of the catalog, and tells every cache of the shoppers' pages (publishCatalog). */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/merchandising/catalogs/[catalogId]/releases'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  return publishCatalog((await params).catalogId);
}
