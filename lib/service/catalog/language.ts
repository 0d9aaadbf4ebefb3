import type { Translations } from './draft-schema';

/** The language products are written in; translations add others (DESIGN.md §3). */
export const DEFAULT_LANGUAGE = 'en-US';

/** `Accept-Language` tags, most preferred first; `q=0` and malformed entries are dropped. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((param) => /^\s*q\s*=/i.test(param));
      const q =
        qParam === undefined
          ? 1
          : /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.test(qParam)
            ? Number(qParam.split('=')[1])
            : NaN;
      return { tag: tag.trim(), q, index };
    })
    .filter(
      (entry) => /^(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)$/.test(entry.tag) && entry.q > 0 && entry.q <= 1,
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The locale to answer in: the first preference that is the default language or one the resource
 * is translated into, matched exactly first and then by primary language (`fr` finds `fr-FR`).
 */
export function negotiateLanguage(preferences: readonly string[], available: readonly string[]): string {
  for (const preference of preferences) {
    if (preference === '*') return DEFAULT_LANGUAGE;
    const wanted = preference.toLowerCase();
    if (wanted === DEFAULT_LANGUAGE.toLowerCase()) return DEFAULT_LANGUAGE;
    const exact = available.find((tag) => tag.toLowerCase() === wanted);
    if (exact) return exact;
    if (primary(wanted) === primary(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
    const sameLanguage = available.find((tag) => primary(tag) === primary(wanted));
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LANGUAGE;
}

export interface LocalizedText {
  name: string;
  description: string;
  language: string;
}

/** Name and description in the negotiated language; a missing translated field keeps the original. */
export function localize(
  base: { name: string; description?: string | null },
  translations: Translations,
  preferences: readonly string[],
): LocalizedText {
  const language = negotiateLanguage(preferences, Object.keys(translations));
  const translated = language === DEFAULT_LANGUAGE ? undefined : translations[language];
  return {
    name: translated?.name || base.name,
    description: translated?.description ?? base.description ?? '',
    language,
  };
}
