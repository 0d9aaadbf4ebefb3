import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { formatDate } from '@/lib/i18n/dates';
import { compareHref, MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import { loadPreviewedRelease } from '@/lib/storefront/merchandising/merchandising.server';
import { getPreviewRelease } from '@/lib/storefront/merchandising/preview.server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ExitPreviewButton } from './exit-preview-button';

/**
 * Shown on every page while a merchandiser previews a release (draft mode, the release cookie and a
 * merchandiser session; see getPreviewRelease): which release of which catalog, and the way out.
 * Renders nothing for everyone else. Mounted in the root layout inside a Suspense boundary.
 */
export async function PreviewBanner() {
  const preview = await getPreviewRelease();
  if (!preview) return null;
  const [previewed, t, market] = await Promise.all([
    loadPreviewedRelease(preview.catalogId, preview.releaseId),
    getTranslations('Merchandising.banner'),
    getLocale(),
  ]);
  const release = previewed.ok ? (previewed.data.release.name ?? t('aRelease')) : t('aRelease');
  const catalog = previewed.ok ? previewed.data.catalog.name : t('aCatalog');
  const latest = previewed.ok && previewed.data.release.isLatest;
  const unpublished = previewed.ok && previewed.data.release.unpublishedPreview;
  const at = previewed.ok
    ? formatDate(previewed.data.release.publishedAt, market, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';
  return (
    <aside aria-label={t('label')} className="bg-amber-400 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p>
          <strong className="font-semibold">{t('title')}</strong>{' '}
          {unpublished ? t('unpublished', { catalog, at: at ?? '' }) : t('release', { release, catalog })}
          {!unpublished && at && t('published', { at, latest: String(latest) })}
          {!previewed.ok && t('gone')}
          {t('hidden')}
        </p>
        <span className="flex flex-wrap items-center gap-3">
          {previewed.ok && !latest && (
            <Link href={compareHref(preview.catalogId, preview.releaseId)} className="font-medium underline">
              {unpublished ? t('compareUnpublished') : t('compare')}
            </Link>
          )}
          <Link href={MERCHANDISING_HOME} className="font-medium underline">
            {t('merchandising')}
          </Link>
          <ClientMessages area={['Merchandising']}>
            <ExitPreviewButton />
          </ClientMessages>
        </span>
      </div>
    </aside>
  );
}
