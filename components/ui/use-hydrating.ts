'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates what the server drew (and on the server), false once the component runs
 * in the browser. A part of a page cached for everyone renders its personal data only after that,
 * so the browser's first render matches the server's HTML.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
