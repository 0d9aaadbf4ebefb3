import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/server-link';
import {
  PAGE_SIZES,
  SORT_KEYS,
  hasActiveFilters,
  listingHref,
  type ListingParams,
} from '@/lib/storefront/catalog/listing-params';
import type { FacetsView } from '@/lib/storefront/catalog/search-view';
import type { FacetGroupView } from './facet-panel';

/**
 * Spread into a chosen facet value's view, `...(chosen && CHOSEN)`: the others say nothing. (Not in
 * facet-panel: a value from a client module is a reference on the server, not the object.)
 */
export const CHOSEN = { selected: true } as const;

/** The `Listing` messages' translator, from `useTranslations` or (awaited) `getTranslations`. */
export type ListingWords = ReturnType<typeof useTranslations<'Listing'>>;

/** The listing's facets: a product type (one at a time) and tags (any of them). */
export function listingFacetGroups(
  pathname: string,
  params: ListingParams,
  facets: FacetsView | undefined,
  t: ListingWords,
): FacetGroupView[] {
  if (!facets) return [];
  return [
    {
      title: t('productType'),
      values: facets.types.map(({ value, count }) => ({
        label: t(`types.${value}`),
        count,
        ...(params.type === value && CHOSEN),
        href: listingHref(pathname, params, { type: params.type === value ? undefined : value }),
      })),
    },
    {
      title: t('tags'),
      values: facets.tags.map(({ value, label, count }) => {
        const selected = params.tags.includes(value);
        return {
          label,
          count,
          ...(selected && CHOSEN),
          href: listingHref(pathname, params, {
            tags: selected ? params.tags.filter((tag) => tag !== value) : [...params.tags, value],
          }),
        };
      }),
    },
  ];
}

/**
 * The listing's order, page size and "in stock only" as a plain GET form, so they work before (and without)
 * JavaScript and the URL always says what is shown; and the filters in force, each removable.
 */
export function ListingFilters({
  pathname,
  params,
  className = '',
}: {
  pathname: string;
  params: ListingParams;
  className?: string;
}) {
  const t = useTranslations('Listing');
  return (
    <div className={`space-y-3 ${className}`}>
      <form
        method="get"
        action={pathname}
        aria-label={t('order')}
        className="flex flex-wrap items-end gap-3 text-sm"
      >
        {params.type && <input type="hidden" name="type" value={params.type} />}
        {params.tags.map((tag) => (
          <input key={tag} type="hidden" name="tag" value={tag} />
        ))}
        {params.q && (
          <>
            <input type="hidden" name="field" value={params.field} />
            <input type="hidden" name="q" value={params.q} />
          </>
        )}
        <label className="flex h-[34px] items-center gap-2 self-end">
          <input
            type="checkbox"
            name="stock"
            value="in"
            defaultChecked={params.inStock}
            className="h-4 w-4 accent-brand-600"
          />
          {t('inStockOnly')}
        </label>
        <label className="flex flex-col gap-1">
          {t('sortBy')}
          <select name="sort" defaultValue={params.sort ?? ''} className="field-select">
            <option value="">{t('featured')}</option>
            {SORT_KEYS.map((value) => (
              <option key={value} value={value}>
                {t(`sort.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t('perPage')}
          <select name="size" defaultValue={String(params.size)} className="field-select">
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="field-button">
          {t('apply')}
        </button>
      </form>

      {hasActiveFilters(params) && (
        <div className="flex flex-wrap items-center gap-2 text-sm" aria-label={t('activeFilters')}>
          <span className="text-stone-600">{t('showingOnly')}</span>
          {params.type && (
            <Chip
              label={t(`types.${params.type}`)}
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
          {params.inStock && (
            <Chip label={t('inStock')} href={listingHref(pathname, params, { inStock: false })} />
          )}
          {params.q && (
            <Chip
              label={t(params.field === 'sku' ? 'skuIs' : 'nameIs', { q: params.q })}
              href={listingHref(pathname, params, { q: undefined })}
            />
          )}
          <Link
            href={listingHref(pathname, params, { type: undefined, tags: [], q: undefined, inStock: false })}
            className="font-medium text-brand-700 underline"
          >
            {t('resetAll')}
          </Link>
        </div>
      )}
    </div>
  );
}

export function Chip({ label, href }: { label: string; href: string }) {
  const t = useTranslations('Listing');
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-0.5 text-brand-900 hover:bg-brand-50"
      aria-label={t('removeFilter', { label })}
    >
      {label}
      <span aria-hidden="true">×</span>
    </Link>
  );
}
