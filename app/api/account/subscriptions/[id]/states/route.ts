import { z } from 'zod';
import { subscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { applySubscriptionAction } from '@/lib/storefront/subscriptions/subscriptions.server';
import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { dataAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { getShopperContext } from '@/lib/i18n/shopper-context.server';

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
  const [{ id }, { locale }] = await Promise.all([params, getShopperContext()]);
  const result = await applySubscriptionAction(gate.session, id, read.data.action, locale);
  return result.ok ? dataAnswer(result.data) : failureAnswer(result.error, { token: 'account' });
}
