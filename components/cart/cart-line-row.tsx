'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { CartLineView } from '@/lib/storefront/cart/cart-view';
import { CartLineControls } from './cart-line-controls';

/** One line of the cart page: what it is, what was chosen for it, its prices, its quantity and removal. */
export function CartLineRow({
  line,
  onDone,
}: {
  line: CartLineView;
  onDone: (announcement: string) => void;
}) {
  const t = useTranslations('Cart');
  const details = [
    ...line.options,
    ...line.customInputs.map((input) => ({ label: input.label, value: `“${input.value}”` })),
  ];

  return (
    <li className="flex gap-4 py-5">
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
        {line.image ? (
          <Image
            src={line.image.src}
            alt={line.image.alt}
            width={96}
            height={96}
            unoptimized
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-xs text-stone-400">{t('noImage')}</div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium">
            {line.href ? (
              // Not prefetched: a shopper in the cart goes on to checkout far more often than back to
              // a product, and prefetching would load the product page's code with every cart.
              <Link href={line.href} prefetch={false} className="hover:text-brand-700">
                {line.name}
              </Link>
            ) : (
              line.name
            )}
          </h3>
          {line.sku && <p className="font-mono text-xs text-stone-500">{t('sku', { sku: line.sku })}</p>}
          {details.length > 0 && (
            <dl className="space-y-0.5 text-sm text-stone-700">
              {details.map((detail) => (
                <div key={`${detail.label}:${detail.value}`} className="flex gap-1">
                  <dt className="text-stone-500">{detail.label}:</dt>
                  <dd className="break-all">{detail.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {line.bundle.length > 0 && (
            <dl className="space-y-0.5 text-sm text-stone-700" aria-label={t('bundleChoices')}>
              {line.bundle.map((component) => (
                <div key={component.component} className="flex gap-1">
                  <dt className="text-stone-500">{component.component}:</dt>
                  <dd>
                    {component.choices.length > 0
                      ? component.choices.map((choice) => `${choice.name} × ${choice.quantity}`).join(', ')
                      : t('none')}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <p className="text-sm text-stone-600">
            {t('each', { price: line.unit.formatted })}
            {line.tax.amount > 0 ? t(line.unit.includesTax ? 'taxIncluded' : 'plusTax') : ''}
          </p>
          <div className="pt-1">
            <CartLineControls
              line={line}
              idPrefix="quantity"
              onDone={onDone}
              emptied={() => document.getElementById('cart-title')}
            />
          </div>
        </div>
        <div className="shrink-0 text-left sm:text-right">
          <LineTotal line={line} />
          {line.tax.amount > 0 && (
            <p className="text-xs text-stone-500">
              {t('beforeTax', { price: line.totalWithoutTax.formatted })}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** What a line costs, its price before a promotion struck through beside it: the page and the drawer. */
export function LineTotal({ line, className = 'font-semibold' }: { line: CartLineView; className?: string }) {
  const t = useTranslations('Cart');
  return (
    <p className={className}>
      {line.totalBeforeDiscount && (
        <s className="mr-2 text-sm font-normal text-stone-500">
          <span className="sr-only">{t('beforeDiscount')}</span>
          {line.totalBeforeDiscount.formatted}
        </s>
      )}
      {line.total.formatted}
    </p>
  );
}
