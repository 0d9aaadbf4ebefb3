import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import {
  changeSubscriptionAnswer,
  subscriptionAnswer,
  subscriptionChangeBody,
} from '@/lib/storefront/subscriptions/subscription-handlers.server';

type Context = RouteContext<'/api/account/subscriptions/[id]'>;

/** The subscription as the account's page shows it (React Query refetches through here). */
export async function GET(_request: Request, { params }: Context) {
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  return subscriptionAnswer(gate.session, (await params).id);
}

/** A new plan, another saved card or a new card (subscription-handlers.server.ts). */
export async function PATCH(request: Request, { params }: Context) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, subscriptionChangeBody);
  if (!read.ok) return read.response;
  return changeSubscriptionAnswer(gate.session, (await params).id, read.data);
}
