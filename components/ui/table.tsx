import type { ReactNode } from 'react';

/**
 * A data table with its caption for assistive technology. `framed` puts it in a white
 * box (a table of its own on the page); unframed it sits inside a card.
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
  // Either way it scrolls sideways when its columns are wider than a phone, not past its card;
  // `relative`, so that a cell's screen-reader-only words are held inside it too (an absolute
  // element of an unpositioned scroller stretched the merchandiser's products page on a phone).
  return (
    <div
      className={
        framed
          ? 'relative overflow-x-auto rounded-xl border border-stone-200 bg-white'
          : 'relative overflow-x-auto'
      }
    >
      {table}
    </div>
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
