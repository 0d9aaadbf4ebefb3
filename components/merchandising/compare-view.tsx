import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ChangedProduct, DiffEntry } from '@/lib/storefront/merchandising/release-diff';
import type { ReleaseComparison } from '@/lib/storefront/merchandising/merchandising.server';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import type { ReleaseView } from '@/lib/storefront/merchandising/release-view';
import { Alert } from '@/components/ui/alert';
import { PreviewButton } from './preview-button';
import { useReleaseWords } from './release-words';

/** The product's page: the shoppers' catalog, or the release or data being previewed. */
const productHref = (id: string) => `/products/${encodeURIComponent(id)}`;

function EntryList({ entries, empty, label }: { entries: DiffEntry[]; empty: string; label: string }) {
  if (entries.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2 text-sm">
          <Link href={productHref(entry.id)} className="font-medium text-brand-700 underline">
            {entry.name}
          </Link>
          <span className="text-stone-500">
            {entry.kind}
            {entry.sku && <span className="ml-2 font-mono text-xs">{entry.sku}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ChangedProductCard({
  product,
  baseName,
  newerName,
}: {
  product: ChangedProduct;
  baseName: string;
  newerName: string;
}) {
  const t = useTranslations('Merchandising.compare');
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="font-medium">
        <Link href={productHref(product.id)} className="text-brand-700 underline">
          {product.name}
        </Link>{' '}
        <span className="text-sm font-normal text-stone-500">{product.kind}</span>
      </h3>
      <table className="mt-2 w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t('changesTo', { product: product.name })}</caption>
        <thead className="text-xs uppercase tracking-wide text-stone-500">
          <tr>
            <th scope="col" className="w-1/5 py-1 pr-3 font-medium">
              {t('field')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {baseName}
            </th>
            <th scope="col" className="py-1 font-medium">
              {newerName}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 align-top">
          {product.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="py-1.5 pr-3 font-medium text-stone-700">
                {change.label}
              </th>
              <td className="break-words py-1.5 pr-3 text-red-800">
                {change.before ?? <span className="text-stone-400">{t('none')}</span>}
              </td>
              <td className="break-words py-1.5 text-emerald-800">
                {change.after ?? <span className="text-stone-400">{t('none')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/** A release against the catalog's latest: added, removed and changed products, changed fields side by side. */
export function CompareView({ comparison, locale }: { comparison: ReleaseComparison; locale: string }) {
  const t = useTranslations('Merchandising');
  const { catalog, base, latest, diff, complete, unpublished } = comparison;
  const words = useReleaseWords(locale);
  const facts = (release: ReleaseView, key: 'publishedFacts' | 'asOfFacts') =>
    t(`compare.${key}`, {
      date: words.when(release.publishedAt),
      count: release.productCount ?? t('compare.unknownCount'),
    });
  const baseName = words.name(base);
  const latestName = unpublished ? t('compare.unpublishedData') : words.name(latest);
  const newerName = unpublished ? latestName : t('compare.latestSuffix', { release: latestName });
  if (base.id === latest.id) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
        {t('compare.sameRelease', { release: baseName, catalog: catalog.name })}{' '}
        <Link href={MERCHANDISING_HOME} className="font-medium text-brand-700 underline">
          {t('compare.backToReleases')}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white p-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-500">{t('compare.catalog')}</dt>
          <dd className="font-medium">{catalog.name}</dd>
          <dt className="text-stone-500">{baseName}</dt>
          <dd>{facts(base, 'publishedFacts')}</dd>
          <dt className="text-stone-500">{newerName}</dt>
          <dd>{facts(latest, unpublished ? 'asOfFacts' : 'publishedFacts')}</dd>
        </dl>
        <div className="flex gap-2">
          {unpublished ? (
            <PreviewButton
              catalogId={catalog.id}
              label={t('releases.previewUnpublishedOf', { catalog: catalog.name })}
              text={t('releases.previewUnpublished')}
            />
          ) : (
            <PreviewButton
              catalogId={catalog.id}
              releaseId={base.id}
              label={t('compare.previewOf', { release: baseName })}
            />
          )}
        </div>
      </div>
      {!complete && <Alert tone="notice">{t('compare.incomplete')}</Alert>}
      <p className="text-sm text-stone-600" aria-label={t('compare.summaryLabel')}>
        {t('compare.summary', {
          added: diff.added.length,
          removed: diff.removed.length,
          changed: diff.changed.length,
          unchanged: diff.unchanged,
        })}
      </p>
      <section aria-labelledby="added-heading" className="space-y-3">
        <h2 id="added-heading" className="font-serif text-xl font-semibold">
          {unpublished
            ? t('compare.addedByPublishing', { count: diff.added.length })
            : t('compare.addedIn', { release: latestName, count: diff.added.length })}
        </h2>
        <EntryList entries={diff.added} label={t('compare.addedLabel')} empty={t('compare.noneAdded')} />
      </section>
      <section aria-labelledby="removed-heading" className="space-y-3">
        <h2 id="removed-heading" className="font-serif text-xl font-semibold">
          {unpublished
            ? t('compare.removedByPublishing', { count: diff.removed.length })
            : t('compare.removedSince', { release: baseName, count: diff.removed.length })}
        </h2>
        <EntryList
          entries={diff.removed}
          label={t('compare.removedLabel')}
          empty={t('compare.noneRemoved')}
        />
      </section>
      <section aria-labelledby="changed-heading" className="space-y-3">
        <h2 id="changed-heading" className="font-serif text-xl font-semibold">
          {t('compare.changed', { count: diff.changed.length })}
        </h2>
        {diff.changed.length === 0 ? (
          <p className="text-sm text-stone-600">{t('compare.noneChanged')}</p>
        ) : (
          <ul aria-label={t('compare.changedLabel')} className="space-y-3">
            {diff.changed.map((product) => (
              <ChangedProductCard
                key={product.id}
                product={product}
                baseName={baseName}
                newerName={newerName}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
