import { Link } from '@/lib/i18n/navigation';
import type { ChangedProduct, DiffEntry } from '@/lib/storefront/merchandising/release-diff';
import type { ReleaseComparison } from '@/lib/storefront/merchandising/merchandising.server';
import { formatDate } from '@/lib/storefront/i18n/dates';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import { PreviewButton } from './preview-button';

/** The product's page: the shoppers' catalog, or the release or data being previewed. */
const productHref = (id: string) => `/products/${encodeURIComponent(id)}`;

const releaseName = (release: ReleaseComparison['base']) =>
  release.attributes.name ?? `Release ${release.meta?.number ?? ''}`.trim();
const when = (value: string) =>
  formatDate(value, 'en-US', { dateStyle: 'medium', timeStyle: 'short' }) ?? value;

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
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="font-medium">
        <Link href={productHref(product.id)} className="text-brand-700 underline">
          {product.name}
        </Link>{' '}
        <span className="text-sm font-normal text-stone-500">{product.kind}</span>
      </h3>
      <table className="mt-2 w-full table-fixed text-left text-sm">
        <caption className="sr-only">Changes to {product.name}</caption>
        <thead className="text-xs uppercase tracking-wide text-stone-500">
          <tr>
            <th scope="col" className="w-1/5 py-1 pr-3 font-medium">
              Field
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
                {change.before ?? <span className="text-stone-400">none</span>}
              </td>
              <td className="break-words py-1.5 text-emerald-800">
                {change.after ?? <span className="text-stone-400">none</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/** A release against the catalog's latest: added, removed and changed products, changed fields side by side. */
export function CompareView({ comparison }: { comparison: ReleaseComparison }) {
  const { catalog, base, latest, diff, complete, unpublished } = comparison;
  const baseName = releaseName(base);
  const latestName = unpublished ? 'Unpublished data' : releaseName(latest);
  const newerName = unpublished ? latestName : `${latestName} (latest)`;
  if (base.id === latest.id) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-700">
        {baseName} is the latest release of {catalog.attributes.name}: there is nothing newer to compare it
        with.{' '}
        <Link href={MERCHANDISING_HOME} className="font-medium text-brand-700 underline">
          Back to the releases
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white p-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-500">Catalog</dt>
          <dd className="font-medium">{catalog.attributes.name}</dd>
          <dt className="text-stone-500">{baseName}</dt>
          <dd>
            published {when(base.attributes.published_at)}, {base.meta?.product_count ?? '?'} products
          </dd>
          <dt className="text-stone-500">{newerName}</dt>
          <dd>
            {unpublished ? 'as of' : 'published'} {when(latest.attributes.published_at)},{' '}
            {latest.meta?.product_count ?? '?'} products
          </dd>
        </dl>
        <div className="flex gap-2">
          {unpublished ? (
            <PreviewButton
              catalogId={catalog.id}
              label={`Preview unpublished changes of ${catalog.attributes.name}`}
              text="Preview unpublished changes"
            />
          ) : (
            <PreviewButton catalogId={catalog.id} releaseId={base.id} label={`Preview ${baseName}`} />
          )}
        </div>
      </div>
      {!complete && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          These releases hold more products than a listing can page through (10,100): only the first of them
          are compared.
        </p>
      )}
      <p className="text-sm text-stone-600" aria-label="Summary">
        {diff.added.length} added, {diff.removed.length} removed, {diff.changed.length} changed,{' '}
        {diff.unchanged} unchanged.
      </p>
      <section aria-labelledby="added-heading" className="space-y-3">
        <h2 id="added-heading" className="font-serif text-xl font-semibold">
          {unpublished ? 'Added by publishing' : `Added in ${latestName}`} ({diff.added.length})
        </h2>
        <EntryList entries={diff.added} label="Added products" empty="No products were added." />
      </section>
      <section aria-labelledby="removed-heading" className="space-y-3">
        <h2 id="removed-heading" className="font-serif text-xl font-semibold">
          {unpublished ? 'Removed by publishing' : `Removed since ${baseName}`} ({diff.removed.length})
        </h2>
        <EntryList entries={diff.removed} label="Removed products" empty="No products were removed." />
      </section>
      <section aria-labelledby="changed-heading" className="space-y-3">
        <h2 id="changed-heading" className="font-serif text-xl font-semibold">
          Changed ({diff.changed.length})
        </h2>
        {diff.changed.length === 0 ? (
          <p className="text-sm text-stone-600">No product in both releases changed.</p>
        ) : (
          <ul aria-label="Changed products" className="space-y-3">
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
