import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/storefront/http/request';
import type { PreferencesVersion } from '@/lib/storefront/preferences/preferences';
import type { SubscriptionDetail } from '@/lib/storefront/subscriptions/subscription-view';

/** React Query keys and fetchers of the account area: per person, never shared (the browser's own cache). */
export const accountKeys = {
  all: ['account'] as const,
  subscription: (id: string) => ['account', 'subscription', id] as const,
  preferences: () => ['account', 'preferences'] as const,
};

export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: accountKeys.subscription(id),
    queryFn: ({ signal }) =>
      requestData<SubscriptionDetail>(`/api/account/subscriptions/${encodeURIComponent(id)}`, { signal }),
  });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.preferences(),
    queryFn: ({ signal }) => requestData<PreferencesVersion>('/api/account/preferences', { signal }),
  });
