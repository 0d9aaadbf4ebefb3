import type { BundleSummaryView } from '@/lib/storefront/catalog/catalog-view';

/** What a bundle is made of: each component, how many of its options to choose, and the options. */
export function BundleComponents({ components }: { components: BundleSummaryView[] }) {
  if (components.length === 0) return null;
  return (
    <section aria-labelledby="bundle-heading" className="space-y-3">
      <h2 id="bundle-heading" className="font-serif text-xl font-semibold">
        In this bundle
      </h2>
      <ul className="space-y-3">
        {components.map((component) => (
          <li key={component.key} className="rounded-lg border border-stone-200 bg-white p-4">
            <p className="font-medium">{component.name}</p>
            <p className="text-sm text-stone-600">{choiceRule(component.min, component.max)}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {component.options.map((option) => (
                <li key={option.id} className="flex justify-between gap-4">
                  <span>
                    {option.name} × {option.quantity}
                  </span>
                  {option.isDefault && <span className="text-brand-700">Included by default</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function choiceRule(min: number | null | undefined, max: number | null | undefined) {
  if (min != null && max != null) return min === max ? `Choose ${min}` : `Choose ${min} to ${max}`;
  if (min != null) return `Choose at least ${min}`;
  if (max != null) return `Choose up to ${max}`;
  return 'Choose any';
}
