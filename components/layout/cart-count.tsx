/** The header's cart indicator; the count comes from the shopper's cart once one exists. */
export function CartCount({ count }: { count: number }) {
  const label = count === 1 ? '1 item in your cart' : `${count} items in your cart`;
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-3 py-1.5 text-sm text-stone-700" aria-label={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span>Cart</span>
      <span className="min-w-5 rounded-full bg-brand-600 px-1.5 text-center text-xs font-semibold text-white">{count}</span>
    </span>
  );
}
