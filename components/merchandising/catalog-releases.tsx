import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { compareHref } from '@/lib/storefront/merchandising/merchandising-paths';
import type { CatalogReleasesView } from '@/lib/storefront/merchandising/release-view';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Table, TableHead } from '@/components/ui/table';
import { PreviewButton } from './preview-button';
import { PublishButton } from './publish-button';
import { useReleaseWords } from './release-words';

/** One catalog's retained releases, newest first, with what a merchandiser can do with each. */
export function CatalogReleasesCard({ entry, locale }: { entry: CatalogReleasesView; locale: string }) {
  const t = useTranslations('Merchandising');
  const words = useReleaseWords(locale);
  const { catalog, releases, droppedNext } = entry;
  const catalogName = catalog.name;
  const dropped = droppedNext
    ? t('releases.dropped', { name: words.name(droppedNext), date: words.when(droppedNext.publishedAt) })
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
            {catalogName}
          </h2>
          {catalog.description && <p className="text-sm text-stone-600">{catalog.description}</p>}
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
        <Table caption={t('releases.caption', { catalog: catalogName })}>
          <TableHead>
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
          </TableHead>
          <tbody className="divide-y divide-stone-100">
            {releases.map((release) => {
              const name = words.name(release);
              return (
                <tr key={release.id}>
                  <th scope="row" className="py-3 pr-4 font-medium">
                    {name}
                    {release.isLatest && (
                      <Badge tone="success" className="ml-2">
                        {t('releases.latest')}
                      </Badge>
                    )}
                  </th>
                  <td className="py-3 pr-4 text-stone-700">
                    <time dateTime={release.publishedAt}>{words.when(release.publishedAt)}</time>
                  </td>
                  <td className="py-3 pr-4 text-right tabular-nums">{release.productCount ?? '—'}</td>
                  <td className="py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <PreviewButton
                        catalogId={catalog.id}
                        releaseId={release.id}
                        label={t('releases.previewOf', { release: name, catalog: catalogName })}
                      />
                      {!release.isLatest && (
                        <Link
                          href={compareHref(catalog.id, release.id)}
                          aria-label={t('releases.compareOf', { release: name, catalog: catalogName })}
                          className={buttonClass({ tone: 'secondary', size: 'sm' })}
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
        </Table>
      )}
    </section>
  );
}
