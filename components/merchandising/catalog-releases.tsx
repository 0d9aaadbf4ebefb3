import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { formatDate } from '@/lib/i18n/dates';
import type { CatalogReleases } from '@/lib/storefront/merchandising/merchandising.server';
import { compareHref, RETAINED_RELEASES } from '@/lib/storefront/merchandising/merchandising-paths';
import { PreviewButton } from './preview-button';
import { PublishButton } from './publish-button';

type Release = CatalogReleases['releases'][number];

/** One catalog's retained releases, newest first, with what a merchandiser can do with each. */
export function CatalogReleasesCard({ entry, locale }: { entry: CatalogReleases; locale: string }) {
  const t = useTranslations('Merchandising');
  const { catalog, releases } = entry;
  const catalogName = catalog.attributes.name;
  const publishedAt = (value: string) =>
    formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' }) ?? value;
  const releaseName = (release: Release) =>
    release.attributes.name ?? t('releases.releaseNumber', { number: release.meta?.number ?? '' }).trim();
  // A catalog keeps three releases (spec 4.7 rule 2): the next publish drops the oldest of three.
  const oldest = releases.length >= RETAINED_RELEASES ? releases[releases.length - 1] : undefined;
  const dropped = oldest
    ? t('releases.dropped', { name: releaseName(oldest), date: publishedAt(oldest.attributes.published_at) })
    : null;
  const headingId = `catalog-${catalog.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-serif text-xl font-semibold">
            {catalog.attributes.name}
          </h2>
          {catalog.attributes.description && (
            <p className="text-sm text-stone-600">{catalog.attributes.description}</p>
          )}
        </div>
        <div className="flex flex-wrap items-start justify-end gap-3">
          <PreviewButton
            catalogId={catalog.id}
            label={t('releases.previewUnpublishedOf', { catalog: catalogName })}
            text={t('releases.previewUnpublished')}
          />
          <PublishButton catalogId={catalog.id} catalogName={catalogName} drops={dropped} />
        </div>
      </div>
      {releases.length === 0 ? (
        <p className="text-sm text-stone-600">{t('releases.neverPublished')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('releases.caption', { catalog: catalogName })}</caption>
          <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('releases.release')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('releases.published')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {t('releases.products')}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t('releases.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {releases.map((release) => {
              const name = releaseName(release);
              const latest = release.meta?.is_latest === true;
              return (
                <tr key={release.id}>
                  <th scope="row" className="py-3 pr-4 font-medium">
                    {name}
                    {latest && (
                      <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        {t('releases.latest')}
                      </span>
                    )}
                  </th>
                  <td className="py-3 pr-4 text-stone-700">
                    <time dateTime={release.attributes.published_at}>
                      {publishedAt(release.attributes.published_at)}
                    </time>
                  </td>
                  <td className="py-3 pr-4 text-right tabular-nums">{release.meta?.product_count ?? '—'}</td>
                  <td className="py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <PreviewButton
                        catalogId={catalog.id}
                        releaseId={release.id}
                        label={t('releases.previewOf', { release: name, catalog: catalogName })}
                      />
                      {!latest && (
                        <Link
                          href={compareHref(catalog.id, release.id)}
                          aria-label={t('releases.compareOf', { release: name, catalog: catalogName })}
                          className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
                        >
                          {t('releases.compare')}
                        </Link>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
