import Link from 'next/link';
import type { HierarchyNode } from '@/lib/commerce/schemas/catalog';

/** The nodes one level down, so that every level of a hierarchy is reachable. */
export function CategoryTiles({
  nodes,
  hrefFor,
  label,
}: {
  nodes: HierarchyNode[];
  hrefFor: (node: HierarchyNode) => string;
  label: string;
}) {
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {nodes.map((node) => (
          <li key={node.id}>
            <Link
              href={hrefFor(node)}
              className="inline-block rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700"
            >
              {node.attributes.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
