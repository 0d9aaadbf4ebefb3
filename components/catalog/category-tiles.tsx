import { Link } from '@/lib/i18n/server-link';
import type { CategoryView } from '@/lib/storefront/catalog/catalog-view';

/** The categories one level down, so that every level of a hierarchy is reachable. */
export function CategoryTiles({ categories, label }: { categories: CategoryView[]; label: string }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={category.href}
              className="inline-block rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
