'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expiredSessionHref } from '@/lib/storefront/account/account-paths';
import { accountKeys, preferencesQuery } from '@/lib/storefront/account/account-queries';
import { optimisticUpdate } from '@/lib/storefront/http/optimistic';
import { requestData, RequestError } from '@/lib/storefront/http/request';
import {
  preferencesVersion,
  type PreferenceValues,
  type PreferencesVersion,
} from '@/lib/storefront/preferences/preferences';

export interface SaveRequest {
  /** The version the values are saved onto: its entity tag goes in If-Match. */
  onto: PreferencesVersion;
  values: PreferenceValues;
}

/** A 412 answer names the version that won in `meta.current`. */
export function conflictVersion(error: unknown): PreferencesVersion | null {
  if (!(error instanceof RequestError) || error.status !== 412) return null;
  const parsed = preferencesVersion.safeParse(error.meta.current);
  return parsed.success ? parsed.data : null;
}

const save = ({ onto, values }: SaveRequest) =>
  requestData<PreferencesVersion>(`/api/account/preferences/${encodeURIComponent(onto.entryId)}`, {
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
  const update = optimisticUpdate<PreferencesVersion, SaveRequest, PreferencesVersion>(
    queryClient,
    queryKey,
    {
      guess: (_current, { onto, values }) => ({ ...onto, values }),
      accepted: (saved) => saved,
      // Back to what is saved: the version that won a conflict, else what was there before.
      restore: (error, previous) => conflictVersion(error) ?? previous,
    },
  );
  return useMutation({
    mutationFn: save,
    ...update,
    onError: (error, request, context) => {
      update.onError(error, request, context);
      if (error instanceof RequestError && error.status === 401) {
        window.location.assign(expiredSessionHref(window.location.pathname));
      }
    },
  });
}

/** The latest saved version, read again (for "apply my changes on top"). */
export function useLatestPreferences() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...preferencesQuery(), staleTime: 0 });
}
