'use client';

import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';

interface VariantState {
  /** The product whose price, pictures and add-to-cart are shown: the page's, or a chosen child. */
  shownId: string;
  /**
   * The address of a member the page carries (its parts are here, so a choice shows it without
   * loading a page); undefined for a product the page does not carry.
   */
  hrefOf: (productId: string) => string | undefined;
  show: (productId: string, href: string) => void;
}

const VariantContext = createContext<VariantState | null>(null);

/**
 * Holds which member of a product family is shown. The server renders the parts that differ per
 * member (price, pictures, sku, add-to-cart) for every member; a choice swaps them in place and
 * replaces the URL (Next's router follows `history.replaceState`), so the page never reloads, the
 * picker keeps focus, and a reload or shared link opens the chosen child's own page.
 */
export function VariantProvider({
  initialId,
  members,
  children,
}: {
  initialId: string;
  /** The family members the page carries, with their addresses below the market. */
  members: { id: string; href: string }[];
  children: ReactNode;
}) {
  const [shownId, setShownId] = useState(initialId);
  const state: VariantState = {
    shownId,
    hrefOf: (productId) => members.find((member) => member.id === productId)?.href,
    show: (productId, href) => {
      setShownId(productId);
      window.history.replaceState(null, '', href);
    },
  };
  return <VariantContext.Provider value={state}>{children}</VariantContext.Provider>;
}

export function useVariant(): VariantState | null {
  return useContext(VariantContext);
}

/** One part of the page as the shown family member has it. */
export function VariantSlot({ views }: { views: Record<string, ReactNode> }) {
  const state = useVariant();
  if (!state) return null;
  // Keyed, so a member's own state (a picture chosen, a quantity typed) does not carry to another.
  return <Fragment key={state.shownId}>{views[state.shownId] ?? null}</Fragment>;
}
