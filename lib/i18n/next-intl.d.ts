import type en from '@/messages/en.json';
import type { Market } from './markets';

/** Message keys are checked by TypeScript against the English file; the locale is a market. */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Market;
    Messages: typeof en;
  }
}
