/**
 * The grey block a page shows in the place of what it is still loading for this shopper (the
 * fallback of its Suspense boundary), as tall as what will come, so that nothing shifts.
 */
export function LoadingBlock({ label, height }: { label?: string; height: `h-${number}` }) {
  return (
    <div aria-busy="true" aria-label={label} className={`${height} animate-pulse rounded-xl bg-stone-200`} />
  );
}
