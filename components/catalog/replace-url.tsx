'use client';

import { useEffect } from 'react';

/** Puts the address of what is shown in the address bar, without loading anything again. */
export function ReplaceUrl({ href }: { href: string }) {
  useEffect(() => {
    window.history.replaceState(null, '', href);
  }, [href]);
  return null;
}
