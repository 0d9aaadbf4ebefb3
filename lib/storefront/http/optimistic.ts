import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Snapshot<T> {
  previous: T | undefined;
}

export interface OptimisticOptions<T, Variables, Answer> {
  /** What the page shows until the answer comes (nothing changes without it). */
  guess?: (current: T | undefined, variables: Variables) => T | undefined;
  /** What the accepted answer puts in the cache. */
  accepted: (answer: Answer) => T;
  /** What goes back in on a refusal; by default what was there before the guess. */
  restore?: (error: Error, previous: T | undefined) => T | undefined;
  /**
   * Read again after a refusal or a failure, whose answer is not the data (another tab may have
   * changed it too). An accepted answer is the whole of it and is not fetched again (issue 28).
   */
  refetchAfterError?: boolean;
}

/** Mutations of one query under way, and whether any overlapped since it was last quiet. */
const underWay = new WeakMap<QueryClient, Map<string, { count: number; overlapped: boolean }>>();

function inFlight(queryClient: QueryClient, queryKey: QueryKey) {
  const byKey = underWay.get(queryClient) ?? new Map<string, { count: number; overlapped: boolean }>();
  underWay.set(queryClient, byKey);
  const key = JSON.stringify(queryKey);
  const entry = byKey.get(key) ?? { count: 0, overlapped: false };
  byKey.set(key, entry);
  return entry;
}

/**
 * The shape of every mutation the browser owns (STYLE.md: mutations that roll back on error): stop
 * refetches that would overwrite the guess, show the guess, put the old value back if the store
 * refuses, take the store's answer when it accepts. Answers of changes sent together may arrive in
 * any order, so after overlapping ones the data is read again once, when the last has settled.
 */
export function optimisticUpdate<T, Variables, Answer>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  { guess, accepted, restore, refetchAfterError = false }: OptimisticOptions<T, Variables, Answer>,
) {
  return {
    onMutate: async (variables: Variables): Promise<Snapshot<T>> => {
      const flight = inFlight(queryClient, queryKey);
      flight.count += 1;
      if (flight.count > 1) flight.overlapped = true;
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T>(queryKey);
      const shown = guess?.(previous, variables);
      if (shown !== undefined) queryClient.setQueryData<T>(queryKey, shown);
      return { previous };
    },
    onError: (error: Error, _variables: Variables, snapshot: Snapshot<T> | undefined) => {
      const back = restore ? restore(error, snapshot?.previous) : snapshot?.previous;
      if (back !== undefined) queryClient.setQueryData<T>(queryKey, back);
      if (refetchAfterError) void queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: (answer: Answer) => {
      queryClient.setQueryData<T>(queryKey, accepted(answer));
    },
    onSettled: () => {
      const flight = inFlight(queryClient, queryKey);
      flight.count = Math.max(0, flight.count - 1);
      if (flight.count > 0 || !flight.overlapped) return;
      flight.overlapped = false;
      void queryClient.invalidateQueries({ queryKey });
    },
  };
}
