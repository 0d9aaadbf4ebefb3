'use client';

/*
 * Drawn in the browser from the groups' data: a listing shows its facets twice (beside the products
 * and in the phone's filter sheet), and as server markup each link's whole element would be repeated
 * in the page's React payload (issue 28 point 1).
 */
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ReactNode } from 'react';

export interface FacetLinkView {
  label: string;
  count: number;
  /** The same page with this value chosen, or no longer chosen when it is. */
  href: string;
  /** Said only when chosen: a `false` on every other value would be in the page's payload. */
  selected?: true;
}

export interface FacetGroupView {
  title: string;
  values: FacetLinkView[];
}

/**
 * Facets beside the products: links with counts, so the URL says what is shown and they work
 * without JavaScript. On a phone they fold into a disclosure above the products (search results;
 * a listing shows its facets once, in its filter sheet: `FacetAside`).
 */
export function FacetLayout({
  groups,
  activeCount,
  children,
}: {
  groups: FacetGroupView[];
  activeCount: number;
  children: ReactNode;
}) {
  const t = useTranslations('Listing');
  const shown = groups.filter((group) => group.values.length > 0);
  if (shown.length === 0) return <div className="space-y-6">{children}</div>;
  return (
    <div className="gap-8 space-y-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:space-y-0">
      <details className="rounded-xl border border-stone-200 bg-white lg:hidden">
        <summary className="cursor-pointer px-4 py-3 font-medium">
          {t('filters')}
          {activeCount > 0 && (
            <span className="text-stone-600">{t('chosenCount', { count: activeCount })}</span>
          )}
        </summary>
        <div className="border-t border-stone-200 p-4">
          <FacetGroups groups={shown} />
        </div>
      </details>
      <aside aria-label={t('filters')} className="hidden lg:block">
        <h2 className="mb-3 font-medium">{t('filters')}</h2>
        <FacetGroups groups={shown} />
      </aside>
      <div className="min-w-0 space-y-6">{children}</div>
    </div>
  );
}

/**
 * A listing's facets, in the page once: in the filter sheet on a phone, in place above the order
 * from `md`, and floated beside the products from `lg` (the listing keeps its other parts 16rem
 * from the left there: these 14rem and the 2rem between). Each copy would be another 8 KB of HTML.
 */
export function FacetAside({ groups }: { groups: FacetGroupView[] }) {
  const t = useTranslations('Listing');
  return (
    <aside aria-label={t('filters')} className="lg:float-left lg:mb-0 lg:w-56">
      <h2 className="mb-3 hidden font-medium lg:block">{t('filters')}</h2>
      <FacetGroups groups={groups} />
    </aside>
  );
}

/**
 * Each link's look is named in app/globals.css (`.facet`): a listing has twenty or more of them,
 * each another listing. They are not prefetched: the shopper picks one, and the router would
 * otherwise have the server render all twenty for every visit.
 */
export function FacetGroups({ groups }: { groups: FacetGroupView[] }) {
  const t = useTranslations('Listing');
  return (
    <div className="space-y-5">
      {groups.map((group) => (
        <section key={group.title} className="space-y-2">
          <h3 className="text-sm font-semibold text-stone-700">{group.title}</h3>
          <ul className="space-y-1 text-sm">
            {group.values.map((value) => (
              <li key={value.label}>
                <Link href={value.href} prefetch={false} className={value.selected ? 'facet on' : 'facet'}>
                  <span className="facet-name">
                    <span aria-hidden="true" className="facet-box">
                      {value.selected ? '✓' : ''}
                    </span>
                    {value.label}
                    {value.selected && <span className="sr-only">{t('chosen')}</span>}
                  </span>
                  <span className="facet-count">{value.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
