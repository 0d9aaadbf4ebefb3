import { useLocale, useTranslations } from 'next-intl';
import type { ProductView } from '@/lib/storefront/catalog/catalog-view';
import { specLabel } from '@/lib/storefront/catalog/spec-label';
import { specFieldName } from '@/lib/storefront/catalog/store-content';

/** The template whose table the section's heading names (the catalog's own word, in English). */
const HEADING = 'Specifications';

function display(value: unknown, yesNo: (value: boolean) => string): string {
  if (typeof value === 'boolean') return yesNo(value);
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Spec 2.10 extensions (template attributes) as a specification table, one group per template. */
export function SpecTable({ product }: { product: Pick<ProductView, 'specs' | 'sku' | 'upcEan' | 'mpn'> }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  // The store's keys, worded in the shopper's language where its Content messages list them.
  const label = (key: string) => specFieldName(key, locale) ?? specLabel(key);
  const templates = product.specs;
  const identifiers = [
    [t('identifierSku'), product.sku],
    [t('identifierUpcEan'), product.upcEan],
    [t('identifierMpn'), product.mpn],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (templates.length === 0 && identifiers.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading" className="space-y-3">
      <h2 id="specs-heading" className="font-serif text-xl font-semibold">
        {t('specifications')}
      </h2>
      {templates.map(({ template, rows }) => {
        // A template named like the section is its main table: the heading names it, once.
        const repeatsHeading = specLabel(template) === HEADING;
        return (
          <table
            key={template}
            className="w-full text-sm"
            aria-labelledby={repeatsHeading ? 'specs-heading' : undefined}
          >
            {!repeatsHeading && <caption className="py-1 text-left font-medium">{label(template)}</caption>}
            <tbody>
              {rows.map(([key, value]) => (
                <tr key={key} className="border-t border-stone-200">
                  <th scope="row" className="w-1/3 py-1.5 pr-4 text-left font-normal text-stone-600">
                    {label(key)}
                  </th>
                  <td className="py-1.5">{display(value, (yes) => t(yes ? 'yes' : 'no'))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      {identifiers.length > 0 && (
        <table className="w-full text-sm">
          <caption className="py-1 text-left font-medium">{t('identifiers')}</caption>
          <tbody>
            {identifiers.map(([name, value]) => (
              <tr key={name} className="border-t border-stone-200">
                <th scope="row" className="w-1/3 py-1.5 pr-4 text-left font-normal text-stone-600">
                  {name}
                </th>
                <td className="py-1.5 font-mono">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
