import { useTranslations } from 'next-intl';
import type { BundleSummaryView } from '@/lib/storefront/catalog/catalog-view';

/** What a bundle is made of: each component, how many of its options to choose, and the options. */
export function BundleComponents({ components }: { components: BundleSummaryView[] }) {
  const t = useTranslations('Product');
  if (components.length === 0) return null;
  return (
    <section aria-labelledby="bundle-heading" className="space-y-3">
      <h2 id="bundle-heading" className="font-serif text-xl font-semibold">
        {t('inBundle')}
      </h2>
      <ul className="space-y-3">
        {components.map((component) => (
          <li key={component.key} className="rounded-lg border border-stone-200 bg-white p-4">
            <p className="font-medium">{component.name}</p>
            <p className="text-sm text-stone-600">{choiceRule(component.min, component.max, t)}</p>
            <ul className="mt-2 space-y-1 text-sm">
              {component.options.map((option) => (
                <li key={option.id} className="flex justify-between gap-4">
                  <span>
                    {option.name} × {option.quantity}
                  </span>
                  {option.isDefault && <span className="text-brand-700">{t('includedByDefault')}</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function choiceRule(
  min: number | null | undefined,
  max: number | null | undefined,
  t: ReturnType<typeof useTranslations<'Product'>>,
) {
  if (min != null && max != null)
    return min === max ? t('chooseExactly', { min }) : t('chooseBetween', { min, max });
  if (min != null) return t('chooseAtLeast', { min });
  if (max != null) return t('chooseUpTo', { max });
  return t('chooseAny');
}
