'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the mini-cart is open, and what opened it (so closing can hand focus back). One drawer
 * per tab, opened from the header's cart button or after an add, so a tiny store rather than a
 * provider around the whole page.
 */
let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

const tell = () => listeners.forEach((listener) => listener());

export function openCartDrawer(from: HTMLElement | null) {
  opener = from;
  open = true;
  tell();
}

export function closeCartDrawer() {
  if (!open) return;
  open = false;
  tell();
}

/** The element focus goes back to when the drawer closes, if it is still on the page. */
export const cartDrawerOpener = () => (opener?.isConnected ? opener : null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCartDrawerOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
