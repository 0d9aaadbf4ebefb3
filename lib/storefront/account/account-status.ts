import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/storefront/http/request';

/** What the header shows about the visitor: GET /api/account/session. */
export type AccountStatus = { signedIn: false } | { signedIn: true; accountName: string };

export const ACCOUNT_STATUS_KEY = ['account-status'] as const;

/** Read by the browser after the page (catalog pages are cached whole, the same for everyone). */
export const accountStatusQuery = () =>
  queryOptions<AccountStatus>({
    queryKey: ACCOUNT_STATUS_KEY,
    queryFn: async ({ signal }) =>
      (await request<{ data: AccountStatus }>('/api/account/session', { signal })).data,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
