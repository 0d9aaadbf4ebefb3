import { useTranslations } from 'next-intl';
import { describeError } from '@/lib/commerce/describe-error';
import type { CommerceError } from '@/lib/commerce/result';
import { Alert } from '@/components/ui/alert';

/** What could not be shown: a key of `Account.unavailable.what`. */
export type UnavailableWhat =
  'subscriptions' | 'orders' | 'subscription' | 'preferences' | 'profile' | 'addresses';

/** The service did not answer (or answered with a fault of its own): say so, and that nothing was lost. */
export function AccountUnavailable({ error, what }: { error: CommerceError; what: UnavailableWhat }) {
  const t = useTranslations('Account');
  const errors = useTranslations('Errors');
  return (
    <Alert panel>
      <p className="font-medium">{t('unavailable.what', { what })}</p>
      <p className="mt-1 text-sm">{describeError(error, errors)}</p>
      <p className="mt-1 text-sm">{t('unavailable.nothingChanged')}</p>
    </Alert>
  );
}
