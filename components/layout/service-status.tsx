import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { describeError } from '@/lib/commerce/describe-error';
import { getServiceHealth } from '@/lib/commerce/operations/health';
import { commerceSettings, shopperClient } from '@/lib/storefront/commerce/clients.server';
import { StatusDot } from '@/components/ui/status-dot';

/** Says whether the commerce service answers, and which one this storefront uses. */
export async function ServiceStatus() {
  // Live service state: rendered per request, never at build time.
  await connection();
  const settings = commerceSettings();
  const [health, t, errors] = await Promise.all([
    getServiceHealth(shopperClient()),
    getTranslations('Status'),
    getTranslations('Errors'),
  ]);
  // A service without this project's `/health` (the vendor's) answers 404: it is there, and says no more.
  const unreported = !health.ok && health.error.status === 404;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm"
    >
      <span className="mt-1">
        <StatusDot
          tone={health.ok ? (health.data.status === 'ok' ? 'ok' : 'warn') : unreported ? 'ok' : 'down'}
        />
      </span>
      <p className="text-stone-700">
        {health.ok
          ? t('runsOn', {
              where: t(settings.embedded ? 'embedded' : 'remote'),
              storage: t(health.data.storage === 'pglite' ? 'pglite' : 'postgres'),
              state: t(health.data.status === 'ok' ? 'online' : 'storageDown'),
            })
          : unreported
            ? t('noHealth')
            : t('notAnswering', { reason: describeError(health.error, errors) })}
      </p>
    </div>
  );
}
