import { queryOptions } from '@tanstack/react-query';
import { accountRequest } from './account-requests';
import type { PreferencesVersion } from './preferences';
import type { SubscriptionDetail } from './subscription-view';

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
      accountRequest<SubscriptionDetail>(`/api/account/subscriptions/${encodeURIComponent(id)}`, { signal }),
  });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.preferences(),
    queryFn: ({ signal }) => accountRequest<PreferencesVersion>('/api/account/preferences', { signal }),
  });
