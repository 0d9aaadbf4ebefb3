import 'server-only';
import type { ErrorWords } from '@/lib/commerce/describe-error';
import { marketLanguage } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const ERRORS = { en: en.Errors, fr: fr.Errors } as const;

/**
 * The `Errors` sentences in the language of a route handler's request (its market cookie, else the
 * browser's languages), read straight from the message files so that handlers and their tests need
 * no next-intl request configuration.
 */
export async function requestErrorWords(): Promise<ErrorWords> {
  const errors = ERRORS[marketLanguage(await requestMarket())];
  return (key) => errors[key];
}
