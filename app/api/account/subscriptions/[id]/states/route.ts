import { z } from 'zod';
import { subscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { subscriptionActionAnswer } from '@/lib/storefront/subscriptions/subscription-handlers.server';

const actionBody = z.strictObject({ action: subscriptionAction });

/** Pause, resume or cancel (DESIGN.md §3); the service refuses what the plan or state forbids (422). */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/account/subscriptions/[id]/states'>,
) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, actionBody);
  if (!read.ok) return read.response;
  return subscriptionActionAnswer(gate.session, (await params).id, read.data.action);
}
