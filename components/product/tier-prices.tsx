import { useTranslations } from 'next-intl';
import type { TierPriceView } from '@/lib/storefront/catalog/catalog-view';

/** Spec 2.10 tiers: a lower unit price from a minimum quantity, in the shopper's currency. */
export function TierPrices({ tiers }: { tiers: TierPriceView[] }) {
  const t = useTranslations('Product');
  if (tiers.length === 0) return null;
  return (
    <section aria-labelledby="tiers-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="tiers-heading" className="text-sm font-medium">
        {t('tiersTitle')}
      </h2>
      <table className="mt-2 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th>{t('quantity')}</th>
            <th>{t('priceEach')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.name} className="border-t border-stone-100">
              <td className="py-1.5 text-stone-600">{t('orMore', { minimum: tier.minimum })}</td>
              <td className="py-1.5 text-right font-medium">{t('each', { price: tier.formatted })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
