import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import type { PreferencesOutcome } from './preferences.server';

/** A preferences outcome as the route handlers answer it (error envelope of DESIGN.md §3). */
export async function preferencesAnswer(outcome: PreferencesOutcome): Promise<Response> {
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Preferences' });
  switch (outcome.kind) {
    case 'ok':
      return dataAnswer(outcome.version);
    case 'conflict':
      return errorAnswer(412, t('errors.conflict'), {
        meta: { current: outcome.current },
      });
    case 'not-found':
      return errorAnswer(404, t('errors.missing'));
    case 'forbidden':
      return errorAnswer(403, t('errors.forbidden'));
    case 'error':
      // Preferences are read and written with the administrator's token.
      return failureAnswer(outcome.error, { token: 'admin' });
  }
}
