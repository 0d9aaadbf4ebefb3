import { createTranslator } from 'next-intl';
import { marketLanguage, type Market } from '@/lib/i18n/markets';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const MESSAGES = { en, fr } as const;

/** The `Mail` messages in the market's language; mails are written outside any page render. */
export const mailWords = (market: Market) =>
  createTranslator({ locale: market, messages: MESSAGES[marketLanguage(market)], namespace: 'Mail' });
