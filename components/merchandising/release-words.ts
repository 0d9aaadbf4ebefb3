import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/dates';
import type { ReleaseView } from '@/lib/storefront/merchandising/release-view';

/** How the merchandiser's pages word a release: its name ("Release 2" without one) and a moment. */
export function useReleaseWords(locale: string) {
  const t = useTranslations('Merchandising.releases');
  return {
    name: (release: ReleaseView) =>
      release.name ?? t('releaseNumber', { number: release.number ?? '' }).trim(),
    when: (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' }) ?? iso,
  };
}
