import { z } from 'zod';
import { subscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { applySubscriptionAction } from '@/lib/storefront/account.server';
import {
  commerceFailureAnswer,
  dataAnswer,
  readBody,
  refuseCrossSite,
  requireSession,
} from '@/lib/storefront/account-api.server';

const actionBody = z.strictObject({ action: subscriptionAction });

/** Pause, resume or cancel (DESIGN.md §3); the service refuses what the plan or state forbids (422). */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/account/subscriptions/[id]/states'>,
) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, actionBody);
  if ('refused' in read) return read.refused;
  const { id } = await params;
  const result = await applySubscriptionAction(gate.session, id, read.body.action);
  return result.ok ? dataAnswer(result.data) : commerceFailureAnswer(result.error);
}
