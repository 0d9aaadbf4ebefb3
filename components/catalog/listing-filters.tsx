import Link from 'next/link';
import {
  PAGE_SIZES,
  hasActiveFilters,
  listingHref,
  type ListingParams,
} from '@/lib/storefront/catalog/listing-params';

const TYPE_LABELS = {
  standard: 'Single products',
  parent: 'With options',
  child: 'Option variants',
  bundle: 'Bundles',
} as const;

/**
 * The listing's filters as a plain GET form, so they work before (and without) JavaScript and the
 * URL always says what is shown.
 */
export function ListingFilters({
  pathname,
  params,
  suggestedTags,
}: {
  pathname: string;
  params: ListingParams;
  suggestedTags: string[];
}) {
  const addableTags = suggestedTags.filter((tag) => !params.tags.includes(tag)).slice(0, 12);
  return (
    <section
      aria-labelledby="filters-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="filters-heading" className="font-medium">
        Filter
      </h2>
      <form method="get" action={pathname} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        {params.tags.map((tag) => (
          <input key={tag} type="hidden" name="tag" value={tag} />
        ))}
        <label className="flex flex-col gap-1 text-sm">
          Product type
          <select
            name="type"
            defaultValue={params.type ?? ''}
            className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
          >
            <option value="">All types</option>
            {Object.entries(TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Add a tag
          <input
            name="tag"
            type="text"
            maxLength={60}
            placeholder="e.g. waterproof"
            className="rounded-md border border-stone-300 px-2 py-1.5"
          />
        </label>
        <fieldset className="flex flex-col gap-1 text-sm lg:col-span-2">
          <legend className="mb-1">Exact name or SKU</legend>
          <div className="flex gap-2">
            <select
              name="field"
              defaultValue={params.field}
              aria-label="Match on"
              className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
            >
              <option value="name">Name</option>
              <option value="sku">SKU</option>
            </select>
            <input
              name="q"
              type="search"
              defaultValue={params.q ?? ''}
              maxLength={255}
              aria-label="Exact name or SKU"
              className="min-w-0 flex-1 rounded-md border border-stone-300 px-2 py-1.5"
            />
          </div>
        </fieldset>
        <div className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            Per page
            <select
              name="size"
              defaultValue={String(params.size)}
              className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-1.5 font-medium text-white hover:bg-brand-700"
          >
            Apply
          </button>
        </div>
      </form>

      {addableTags.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-stone-600">Tags here:</span>
          {addableTags.map((tag) => (
            <Link
              key={tag}
              href={listingHref(pathname, params, { tags: [...params.tags, tag] })}
              className="rounded-full border border-stone-300 px-2.5 py-0.5 hover:border-brand-500 hover:text-brand-700"
            >
              #{tag}
            </Link>
          ))}
        </div>
      )}

      {hasActiveFilters(params) && (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-label="Active filters">
          <span className="text-stone-600">Showing only:</span>
          {params.type && (
            <Chip
              label={TYPE_LABELS[params.type]}
              href={listingHref(pathname, params, { type: undefined })}
            />
          )}
          {params.tags.map((tag) => (
            <Chip
              key={tag}
              label={`#${tag}`}
              href={listingHref(pathname, params, { tags: params.tags.filter((other) => other !== tag) })}
            />
          ))}
          {params.q && (
            <Chip
              label={`${params.field === 'sku' ? 'SKU' : 'Name'} is “${params.q}”`}
              href={listingHref(pathname, params, { q: undefined })}
            />
          )}
          <Link
            href={listingHref(pathname, params, { type: undefined, tags: [], q: undefined })}
            className="font-medium text-brand-700 underline"
          >
            Reset all filters
          </Link>
        </div>
      )}
    </section>
  );
}

function Chip({ label, href }: { label: string; href: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-0.5 text-brand-900 hover:bg-brand-50"
      aria-label={`Remove filter: ${label}`}
    >
      {label}
      <span aria-hidden="true">×</span>
    </Link>
  );
}
