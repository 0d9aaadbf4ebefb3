import type { CommerceError } from '@/lib/commerce/result';

/** A read the page needed failed: say which and why, in the service's own words where it gave them. */
export function MerchandisingUnavailable({ error, what }: { error: CommerceError; what: string }) {
  const reason =
    error.kind === 'network'
      ? 'The commerce service could not be reached.'
      : error.kind === 'validation'
        ? 'The commerce service answered in a way the storefront does not understand.'
        : (error.detail ?? error.title);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-medium">{what} can&apos;t be shown right now.</p>
      <p className="mt-1 text-sm">{reason}</p>
    </div>
  );
}
