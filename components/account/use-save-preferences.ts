'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expiredSessionHref } from '@/lib/storefront/account-paths';
import { accountKeys, preferencesQuery } from '@/lib/storefront/account-queries';
import { AccountRequestError, accountRequest } from '@/lib/storefront/account-requests';
import {
  preferencesVersion,
  type PreferenceValues,
  type PreferencesVersion,
} from '@/lib/storefront/preferences';

export interface SaveRequest {
  /** The version the values are saved onto: its entity tag goes in If-Match. */
  onto: PreferencesVersion;
  values: PreferenceValues;
}

/** A 412 answer names the version that won in `meta.current`. */
export function conflictVersion(error: unknown): PreferencesVersion | null {
  if (!(error instanceof AccountRequestError) || error.status !== 412) return null;
  const parsed = preferencesVersion.safeParse(error.meta.current);
  return parsed.success ? parsed.data : null;
}

const save = ({ onto, values }: SaveRequest) =>
  accountRequest<PreferencesVersion>(`/api/account/preferences/${encodeURIComponent(onto.entryId)}`, {
    method: 'PUT',
    body: { values, etag: onto.etag },
  });

/**
 * Saves the preferences with If-Match. The cached preferences show the new values at once and go
 * back to what was saved before when the save fails (a conflict included).
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const queryKey = accountKeys.preferences();
  return useMutation({
    mutationFn: save,
    onMutate: async ({ onto, values }: SaveRequest) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PreferencesVersion>(queryKey);
      queryClient.setQueryData<PreferencesVersion>(queryKey, { ...onto, values });
      return { previous };
    },
    onError: (error, _request, context) => {
      // Back to what is saved: the version that won a conflict, else what was there before.
      const saved = conflictVersion(error) ?? context?.previous;
      if (saved) queryClient.setQueryData(queryKey, saved);
      if (error instanceof AccountRequestError && error.status === 401) {
        window.location.assign(expiredSessionHref(window.location.pathname));
      }
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}

/** The latest saved version, read again (for "apply my changes on top"). */
export function useLatestPreferences() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...preferencesQuery(), staleTime: 0 });
}
