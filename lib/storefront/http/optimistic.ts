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
  /** Read again after the answer either way (another tab may have changed it too). */
  refetch?: boolean;
}

/**
 * The shape of every mutation the browser owns (STYLE.md: mutations that roll back on error): stop
 * refetches that would overwrite the guess, show the guess, put the old value back if the store
 * refuses, take the store's answer when it accepts.
 */
export function optimisticUpdate<T, Variables, Answer>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  { guess, accepted, restore, refetch = false }: OptimisticOptions<T, Variables, Answer>,
) {
  return {
    onMutate: async (variables: Variables): Promise<Snapshot<T>> => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T>(queryKey);
      const shown = guess?.(previous, variables);
      if (shown !== undefined) queryClient.setQueryData<T>(queryKey, shown);
      return { previous };
    },
    onError: (error: Error, _variables: Variables, snapshot: Snapshot<T> | undefined) => {
      const back = restore ? restore(error, snapshot?.previous) : snapshot?.previous;
      if (back !== undefined) queryClient.setQueryData<T>(queryKey, back);
    },
    onSuccess: (answer: Answer) => {
      queryClient.setQueryData<T>(queryKey, accepted(answer));
    },
    onSettled: () => (refetch ? queryClient.invalidateQueries({ queryKey }) : undefined),
  };
}
