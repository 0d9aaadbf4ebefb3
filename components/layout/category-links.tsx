'use client';

/*
 * Drawn in the browser from the categories' names and addresses: the header shows them twice (the
 * wide row and the phone's menu), and as server markup each link's whole element, class strings
 * included, would be repeated in every page's React payload (issue 28 point 1).
 */
import { useState } from 'react';
import { Link } from '@/lib/i18n/navigation';

/** A hierarchy or category: its address is also its key. */
export interface NavCategory {
  name: string;
  href: string;
}

export interface NavSection {
  hierarchy: NavCategory;
  categories: NavCategory[];
}

/**
 * The header's row, from `md` up: one link per hierarchy, whose categories open below it on hover
 * or when a link in it has the keyboard's focus (no script needed: CSS `:focus-within`, so Tab walks
 * into the list and on past it). A closed list's links are in the page's layout, and the router
 * would prefetch every one of them on every page; they are prefetched once their list is about to
 * open (pointer over or focus in its hierarchy), as the shopper shows where they are going.
 */
export function CategoryRow({ sections, linkClassName }: { sections: NavSection[]; linkClassName: string }) {
  const [opening, setOpening] = useState<string>();
  return sections.map(({ hierarchy, categories }) => (
    <div
      key={hierarchy.href}
      className="group relative"
      onPointerEnter={() => setOpening(hierarchy.href)}
      onFocus={() => setOpening(hierarchy.href)}
    >
      <Link href={hierarchy.href} className={linkClassName}>
        {hierarchy.name}
      </Link>
      {categories.length > 0 && (
        // Named in app/globals.css (`.nav-drop`): on every page, once per hierarchy and category.
        <div className="nav-drop">
          <ul className="min-w-52 rounded-lg border border-stone-200 bg-white p-2 shadow-lg">
            {categories.map((category) => (
              <li key={category.href}>
                <Link
                  href={category.href}
                  prefetch={opening === hierarchy.href ? null : false}
                  className="nav-drop-link"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  ));
}

/** The phone's menu: each hierarchy, its categories listed under it. */
export function CategoryList({ sections, linkClassName }: { sections: NavSection[]; linkClassName: string }) {
  return sections.map(({ hierarchy, categories }) => (
    <div key={hierarchy.href}>
      <Link href={hierarchy.href} className={`block ${linkClassName}`}>
        {hierarchy.name}
      </Link>
      {categories.length > 0 && (
        <ul className="mb-1 ml-3 border-l border-stone-200 pl-2 text-sm font-normal">
          {categories.map((category) => (
            <li key={category.href}>
              <Link
                href={category.href}
                className="block rounded-md px-2 py-1.5 text-stone-700 hover:bg-stone-100 hover:text-brand-700"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  ));
}
