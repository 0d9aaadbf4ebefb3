import { connection } from 'next/server';
import { describeError } from '@/lib/commerce/describe-error';
import { getServiceHealth } from '@/lib/commerce/operations/health';
import { commerceSettings, shopperClient } from '@/lib/storefront/commerce/clients.server';
import { StatusDot } from '@/components/ui/status-dot';

/** Says whether the commerce service answers, and which one this storefront uses. */
export async function ServiceStatus() {
  // Live service state: rendered per request, never at build time.
  await connection();
  const settings = commerceSettings();
  const health = await getServiceHealth(shopperClient());
  const where = settings.embedded ? 'the embedded commerce service' : 'a remote commerce service';
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm"
    >
      <span className="mt-1">
        <StatusDot tone={health.ok ? (health.data.status === 'ok' ? 'ok' : 'warn') : 'down'} />
      </span>
      <p className="text-stone-700">
        {health.ok ? (
          <>
            This store runs on {where} (
            {health.data.storage === 'pglite' ? 'embedded PGlite storage' : 'PostgreSQL storage'}):{' '}
            {health.data.status === 'ok' ? 'online.' : 'answering, but its storage is not.'}
          </>
        ) : (
          <>The commerce service is not answering: {describeError(health.error)}</>
        )}
      </p>
    </div>
  );
}
