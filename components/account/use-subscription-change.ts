'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { accountKeys } from '@/lib/storefront/account/account-queries';
import { optimisticUpdate } from '@/lib/storefront/http/optimistic';
import { RequestError } from '@/lib/storefront/http/request';
import type { SubscriptionDetail } from '@/lib/storefront/subscriptions/subscription-view';

interface ChangeOptions<V> {
  /** Sends the change; answers the subscription as the service now has it. */
  send: (variables: V) => Promise<SubscriptionDetail>;
  /** What the page shows until the answer comes. */
  optimistic: (current: SubscriptionDetail, variables: V) => SubscriptionDetail;
  /**
   * Say how it went. These run with the change itself, not with the `mutate` call of one render: a
   * callback passed to `mutate` is skipped when the component is not subscribed at that moment, and
   * the person would be left without word of a change that happened.
   */
  onChanged: (answer: SubscriptionDetail, variables: V) => void;
  onRefused: (error: Error, variables: V) => void;
}

/** Changes of one subscription share one key, so the page can tell when any of them is under way. */
export const subscriptionChangeKey = (id: string) => [...accountKeys.subscription(id), 'change'] as const;

/**
 * A change to a subscription, shown at once and rolled back if the service refuses it (STYLE.md:
 * mutations that roll back on error). The service's answer replaces the optimistic guess. A 401
 * means the session ended: the person signs in again and comes back to this page.
 */
export function useSubscriptionChange<V>(
  id: string,
  { send, optimistic, onChanged, onRefused }: ChangeOptions<V>,
) {
  const queryClient = useQueryClient();
  const queryKey = accountKeys.subscription(id);
  const update = optimisticUpdate<SubscriptionDetail, V, SubscriptionDetail>(queryClient, queryKey, {
    guess: (current, variables) => (current ? optimistic(current, variables) : undefined),
    accepted: (detail) => detail,
  });
  return useMutation({
    mutationKey: subscriptionChangeKey(id),
    mutationFn: send,
    ...update,
    onSuccess: (answer, variables) => {
      update.onSuccess(answer);
      onChanged(answer, variables);
    },
    onError: (error, variables, context) => {
      update.onError(error, variables, context);
      onRefused(error, variables);
      if (error instanceof RequestError && error.status === 401) {
        window.location.assign(expiredSessionHref(window.location.pathname + window.location.search));
      }
    },
  });
}
