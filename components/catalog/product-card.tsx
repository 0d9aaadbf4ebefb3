import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ProductCardView } from '@/lib/storefront/catalog/catalog-view';
import type { OptionSummaryView } from '@/lib/storefront/catalog/option-summary';
import { PriceTag } from './price-tag';

/** Cards sit two to a row on a phone, three or four from md (the listing and the home page). */
const CARD_SIZES = '(min-width: 1152px) 272px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

export function ProductCard({ product, priority = false }: { product: ProductCardView; priority?: boolean }) {
  const t = useTranslations('Catalog');
  const { trail } = product;
  return (
    <li className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition hover:border-brand-500 hover:shadow-sm">
      <Link href={product.href} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-stone-100">
          {product.image ? (
            <Image
              src={product.image.src}
              alt={product.image.alt}
              width={product.image.width}
              height={product.image.height}
              sizes={CARD_SIZES}
              unoptimized
              priority={priority}
              className="h-full w-full object-cover"
            />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-stone-400">
              {t('noImage')}
            </div>
          )}
          {product.badges.length > 0 && (
            <ul className="absolute left-2 top-2 flex flex-wrap gap-1" aria-label={t('highlights')}>
              {product.badges.map((badge) => (
                <li
                  key={badge}
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${badge === 'sale' ? 'bg-red-700 text-white' : 'bg-white/90 text-stone-800'}`}
                >
                  {t(`badges.${badge}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          {trail && trail.length > 0 && <p className="text-xs text-stone-500">{trail.join(' › ')}</p>}
          <h3 className="font-medium text-ink group-hover:text-brand-700">{product.name}</h3>
          {product.options && <OptionSummary options={product.options} />}
          <div className="mt-auto">
            {product.fromPrice ? (
              <p className="text-base font-semibold text-ink">
                {t('fromPrice', { price: product.fromPrice.withTax.formatted })}
              </p>
            ) : (
              <PriceTag price={product.price} />
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** A parent's choices on its card: colour swatches (named for screen readers) and counts of the rest. */
function OptionSummary({ options }: { options: OptionSummaryView }) {
  const t = useTranslations('Catalog');
  const { swatches, counts } = options;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
      {swatches.length > 0 && (
        <p className="flex items-center gap-1">
          <span className="sr-only">
            {t('colours', { names: swatches.map((swatch) => swatch.name).join(', ') })}
          </span>
          {swatches.map((swatch) =>
            swatch.colour ? (
              <span
                key={swatch.name}
                aria-hidden="true"
                title={swatch.name}
                style={{ backgroundColor: swatch.colour }}
                className="inline-block h-3.5 w-3.5 rounded-full border border-stone-400"
              />
            ) : (
              <span key={swatch.name} aria-hidden="true">
                {swatch.name}
              </span>
            ),
          )}
        </p>
      )}
      {counts.length > 0 && <p>{counts.map((count) => t('optionCount', { ...count })).join(' · ')}</p>}
    </div>
  );
}
