import { Link } from '@/lib/i18n/navigation';
import { formatDate } from '@/lib/storefront/i18n/dates';
import type { CatalogReleases } from '@/lib/storefront/merchandising/merchandising.server';
import { compareHref, RETAINED_RELEASES } from '@/lib/storefront/merchandising/merchandising-paths';
import { PreviewButton } from './preview-button';
import { PublishButton } from './publish-button';

const LOCALE = 'en-US';
const publishedAt = (value: string) =>
  formatDate(value, LOCALE, { dateStyle: 'medium', timeStyle: 'short' }) ?? value;

/** A catalog keeps three releases (spec 4.7 rule 2): the next publish drops the oldest of three. */
function dropped(releases: CatalogReleases['releases']): string | null {
  const oldest = releases.length >= RETAINED_RELEASES ? releases[releases.length - 1] : undefined;
  if (!oldest) return null;
  const name = oldest.attributes.name ?? `Release ${oldest.meta?.number ?? ''}`.trim();
  return `${name} (published ${publishedAt(oldest.attributes.published_at)})`;
}

/** One catalog's retained releases, newest first, with what a merchandiser can do with each. */
export function CatalogReleasesCard({ entry }: { entry: CatalogReleases }) {
  const { catalog, releases } = entry;
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
            label={`Preview unpublished changes of ${catalog.attributes.name}`}
            text="Preview unpublished changes"
          />
          <PublishButton
            catalogId={catalog.id}
            catalogName={catalog.attributes.name}
            drops={dropped(releases)}
          />
        </div>
      </div>
      {releases.length === 0 ? (
        <p className="text-sm text-stone-600">Never published: shoppers see nothing of this catalog yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Releases of {catalog.attributes.name}, newest first</caption>
          <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Release
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Published
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Products
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {releases.map((release) => {
              const name = release.attributes.name ?? `Release ${release.meta?.number ?? ''}`.trim();
              const latest = release.meta?.is_latest === true;
              return (
                <tr key={release.id}>
                  <th scope="row" className="py-3 pr-4 font-medium">
                    {name}
                    {latest && (
                      <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        Latest
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
                        label={`Preview ${name} of ${catalog.attributes.name}`}
                      />
                      {!latest && (
                        <Link
                          href={compareHref(catalog.id, release.id)}
                          aria-label={`Compare ${name} of ${catalog.attributes.name} with the latest`}
                          className="rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
                        >
                          Compare
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
