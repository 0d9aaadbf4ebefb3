import { describeError } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';

export function CatalogUnavailable({ error }: { error: CommerceError }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-medium">This part of the store cannot be shown right now.</p>
      <p className="mt-1 text-sm">{describeError(error)}</p>
    </div>
  );
}
