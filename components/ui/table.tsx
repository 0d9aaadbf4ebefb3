import type { ReactNode } from 'react';

/**
 * A data table with its caption for assistive technology. `framed` puts it in a white box that
 * scrolls sideways on a phone (a table of its own on the page); unframed it sits inside a card.
 */
export function Table({
  caption,
  framed = false,
  className = '',
  children,
}: {
  caption: string;
  framed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const table = (
    <table className={`w-full text-left text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  );
  return framed ? (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">{table}</div>
  ) : (
    table
  );
}

/** The column headings' row: small capitals over a rule. */
export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
      <tr>{children}</tr>
    </thead>
  );
}
