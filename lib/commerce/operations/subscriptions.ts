import { z } from 'zod';
import type { CommerceClient } from '../client';
import {
  subscriptionListResponse,
  subscriptionResponse,
  subscriptionStateListResponse,
  type SubscriptionAction,
  type SubscriptionInclude,
  type UpdateSubscriptionRequest,
} from '../schemas/subscriptions';

const encode = encodeURIComponent;
const includeParam = (include: readonly SubscriptionInclude[]) =>
  include.length ? include.join(',') : undefined;
const one = (id: string) => `/v2/subscriptions/subscriptions/${encode(id)}`;

export interface SubscriptionListQuery {
  include?: readonly SubscriptionInclude[];
  limit?: number;
  offset?: number;
}

/** DESIGN.md §3: an account token lists its own subscriptions, newest first. */
export const listSubscriptions = (
  client: CommerceClient,
  { include = [], limit, offset }: SubscriptionListQuery = {},
) =>
  client.request('/v2/subscriptions/subscriptions', {
    schema: subscriptionListResponse,
    query: { include: includeParam(include), 'page[limit]': limit, 'page[offset]': offset },
  });

/** Spec 4.1. Another account's subscription is 404, like an unknown one (DESIGN.md §2). */
export const getSubscription = (
  client: CommerceClient,
  id: string,
  include: readonly SubscriptionInclude[] = [],
) => client.request(one(id), { schema: subscriptionResponse, query: { include: includeParam(include) } });

export type SubscriptionChanges = UpdateSubscriptionRequest['data']['attributes'];

/** Spec 4.2: change the plan (one of the offering's, else 422) or the payment authority. */
export const updateSubscription = (
  client: CommerceClient,
  id: string,
  attributes: SubscriptionChanges,
  include: readonly SubscriptionInclude[] = [],
) =>
  client.request(one(id), {
    method: 'PUT',
    schema: subscriptionResponse,
    query: { include: includeParam(include) },
    body: { data: { id, type: 'subscription', attributes } } satisfies UpdateSubscriptionRequest,
  });

/**
 * DESIGN.md §3: pause, resume or cancel; a refused action is 422 with the reason and changes nothing.
 * The vendor answers 204 without a body (earlier versions of this service 201 with the state):
 * nothing of the answer is read, the subscription is read again.
 */
export const changeSubscriptionState = (client: CommerceClient, id: string, action: SubscriptionAction) =>
  client.request(`${one(id)}/states`, {
    method: 'POST',
    schema: z.unknown(),
    body: { data: { type: 'subscription_state', attributes: { action } } },
  });

/** Every state the subscription has been through, oldest first. */
export const listSubscriptionStates = (client: CommerceClient, id: string) =>
  client.request(`${one(id)}/states`, { schema: subscriptionStateListResponse });
