import { describeError } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';

/** The service did not answer (or answered with a fault of its own): say so, and that nothing was lost. */
export function AccountUnavailable({ error, what }: { error: CommerceError; what: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-medium">{what} can&apos;t be shown right now.</p>
      <p className="mt-1 text-sm">{describeError(error)}</p>
      <p className="mt-1 text-sm">
        Nothing in your account has changed. Reload the page in a moment to try again.
      </p>
    </div>
  );
}
