import { useTranslations } from 'next-intl';
import type { StockLevel } from '@/lib/storefront/catalog/stock-view';

const TONE: Record<StockLevel['kind'], string> = {
  in: 'text-brand-800',
  low: 'text-amber-800',
  out: 'text-red-800',
};

const DOT: Record<StockLevel['kind'], string> = {
  in: 'bg-brand-600',
  low: 'bg-amber-500',
  out: 'bg-red-700',
};

/** "In stock", "Only 3 left" or "Out of stock"; nothing for a product whose stock is not kept. */
export function StockNote({ level }: { level: StockLevel | undefined }) {
  const t = useTranslations('Product.stock');
  if (!level) return null;
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${TONE[level.kind]}`} data-stock={level.kind}>
      <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${DOT[level.kind]}`} />
      {level.kind === 'low' ? t('low', { count: level.left }) : t(level.kind)}
    </p>
  );
}
