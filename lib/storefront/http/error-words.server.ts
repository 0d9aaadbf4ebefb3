import 'server-only';
import { createTranslator } from 'next-intl';
import type { ErrorWords } from '@/lib/commerce/describe-error';
import type { RefusalWords } from './refusal-words';
import { marketLanguage } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const MESSAGES = { en, fr } as const;

/**
 * The `Errors` messages in the language of a route handler's request (its market cookie, else the
 * browser's languages), translated straight from the message files so that handlers and their
 * tests need no next-intl request configuration.
 */
export async function requestErrors() {
  const market = await requestMarket();
  return createTranslator({
    locale: market,
    messages: MESSAGES[marketLanguage(market)],
    namespace: 'Errors',
  });
}

/** The same, as `describeError` takes it. */
export async function requestErrorWords(): Promise<ErrorWords> {
  const t = await requestErrors();
  return (key) => t(key);
}

/** The `Errors.refusals` sentences in the request's language, as `wordRefusal` takes them. */
export async function requestRefusalWords(): Promise<RefusalWords> {
  const market = await requestMarket();
  const t = createTranslator({
    locale: market,
    messages: MESSAGES[marketLanguage(market)],
    namespace: 'Errors.refusals',
  });
  return (key, values) => t(key, values);
}
