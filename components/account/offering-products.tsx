import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { productPeriodLabel } from '@/lib/storefront/subscriptions/subscription-words';
import type { ProductView } from '@/lib/storefront/subscriptions/subscription-view';
import { moneyText } from './money';

/** The offering's products with their images and prices (spec 2.4), in the subscription's currency. */
export function OfferingProducts({ products, locale }: { products: ProductView[]; locale: string }) {
  const t = useTranslations('Subscriptions');
  if (products.length === 0) return <p className="text-stone-600">{t('page.noProducts')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li
          key={product.id}
          className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white"
        >
          <div className="relative aspect-[4/3] bg-stone-100">
            {product.image ? (
              <Image
                src={product.image}
                alt={product.name}
                fill
                unoptimized
                sizes="(min-width: 1024px) 20vw, 50vw"
                className="object-cover"
              />
            ) : (
              <div
                className="flex h-full items-center justify-center text-sm text-stone-400"
                aria-hidden="true"
              >
                {product.name.charAt(0)}
              </div>
            )}
          </div>
          <div className="flex flex-1 flex-col gap-1 p-4">
            <h3 className="font-medium">{product.name}</h3>
            {product.description && <p className="text-sm text-stone-600">{product.description}</p>}
            {product.sku && <p className="text-xs text-stone-500">{t('page.sku', { sku: product.sku })}</p>}
            <p className="mt-auto pt-2 text-sm">
              <span className="font-semibold">{moneyText(t, product.price, locale)}</span>{' '}
              <span className="text-stone-500">{productPeriodLabel(t, product)}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
