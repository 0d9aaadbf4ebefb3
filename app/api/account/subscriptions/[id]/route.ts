import { z } from 'zod';
import { uuid } from '@/lib/commerce/schemas/common';
import {
  changeSubscription,
  loadSubscriptionDetail,
} from '@/lib/storefront/subscriptions/subscriptions.server';
import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { dataAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { cardIdRule } from '@/lib/storefront/subscriptions/card-id-rule';
import { cardChange, planChange } from '@/lib/storefront/subscriptions/subscription-changes';

type Context = RouteContext<'/api/account/subscriptions/[id]'>;

/** The subscription as the account's page shows it (React Query refetches through here). */
export async function GET(_request: Request, { params }: Context) {
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const { id } = await params;
  const result = await loadSubscriptionDetail(gate.session, id);
  return result.ok ? dataAnswer(result.data) : failureAnswer(result.error, { token: 'account' });
}

/** One change at a time: a new plan (one of the offering's) or a new payment card (spec 4.2). */
const changeBody = z.union([z.strictObject({ planId: uuid }), z.strictObject({ cardId: cardIdRule })], {
  error: 'send either planId (a plan of the offering) or cardId (3 to 1024 characters)',
});

export async function PATCH(request: Request, { params }: Context) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, changeBody);
  if (!read.ok) return read.response;
  const { id } = await params;
  const changes = 'planId' in read.data ? planChange(read.data.planId) : cardChange(read.data.cardId);
  const result = await changeSubscription(gate.session, id, changes);
  return result.ok ? dataAnswer(result.data) : failureAnswer(result.error, { token: 'account' });
}
