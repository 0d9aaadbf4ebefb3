import { Link } from '@/lib/i18n/navigation';
import { formatDate } from '@/lib/storefront/i18n/dates';
import { compareHref, MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import {
  isUnpublishedPreview,
  loadPreviewedRelease,
} from '@/lib/storefront/merchandising/merchandising.server';
import { getPreviewRelease } from '@/lib/storefront/merchandising/preview.server';
import { ExitPreviewButton } from './exit-preview-button';

/**
 * Shown on every page while a merchandiser previews a release (draft mode, the release cookie and a
 * merchandiser session; see getPreviewRelease): which release of which catalog, and the way out.
 * Renders nothing for everyone else. Mounted in the root layout inside a Suspense boundary.
 */
export async function PreviewBanner() {
  const preview = await getPreviewRelease();
  if (!preview) return null;
  const previewed = await loadPreviewedRelease(preview.catalogId, preview.releaseId);
  const name = previewed.ok ? (previewed.data.release.attributes.name ?? 'a release') : 'a release';
  const catalogName = previewed.ok ? previewed.data.catalog.attributes.name : 'a catalog';
  const latest = previewed.ok && previewed.data.release.meta?.is_latest === true;
  const unpublished = previewed.ok && isUnpublishedPreview(previewed.data.release);
  const published = previewed.ok
    ? formatDate(previewed.data.release.attributes.published_at, 'en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
  return (
    <aside aria-label="Preview" className="bg-amber-400 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 text-sm sm:px-6">
        <p>
          <strong className="font-semibold">Preview:</strong>{' '}
          {unpublished ? (
            <>
              you are seeing the unpublished product data of {catalogName}, as it was at {published}. Publish
              to show it to shoppers; preview again to see later changes
            </>
          ) : (
            <>
              you are seeing {name} of {catalogName}
            </>
          )}
          {!unpublished && published && (
            <>
              {' '}
              (published {published}
              {latest ? ', the latest' : ''})
            </>
          )}
          {!previewed.ok && ' — it is no longer kept, so pages may not be found'}. Shoppers do not see this
          view.
        </p>
        <span className="flex flex-wrap items-center gap-3">
          {previewed.ok && !latest && (
            <Link href={compareHref(preview.catalogId, preview.releaseId)} className="font-medium underline">
              {unpublished ? 'Compare with the latest release' : 'Compare with the latest'}
            </Link>
          )}
          <Link href={MERCHANDISING_HOME} className="font-medium underline">
            Merchandising
          </Link>
          <ExitPreviewButton />
        </span>
      </div>
    </aside>
  );
}
