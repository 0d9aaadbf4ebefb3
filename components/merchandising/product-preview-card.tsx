import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/commerce/money';
import { CURRENCIES } from '@/lib/i18n/locales';
import { minorUnits, type ProductEditView } from '@/lib/storefront/merchandising/product-edit-view';
import { PreviewButton } from './preview-button';

/**
 * How the product looks with the changes saved so far, from the draft data: a draft too, which no
 * release (and so no page of the store) holds. A live product can also be opened in the store's
 * preview of the unpublished data.
 */
export function ProductPreviewCard({ product, locale }: { product: ProductEditView; locale: string }) {
  const t = useTranslations('Merchandising.edit');
  const firstBook = product.priceBooks[0];
  const prices = CURRENCIES.flatMap((currency) => {
    const amount = firstBook ? minorUnits(firstBook.amounts[currency], currency) : null;
    return amount === null ? [] : [formatMoney(amount, currency, locale)];
  });
  return (
    <section
      aria-labelledby="product-preview-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="product-preview-heading" className="text-lg font-semibold">
          {t('previewHeading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('previewIntro')}</p>
      </div>
      <div className="overflow-hidden rounded-lg bg-stone-100">
        {product.picture ? (
          <Image
            src={product.picture.src}
            alt={product.name}
            width={product.picture.width}
            height={product.picture.height}
            className="aspect-square w-full object-contain"
          />
        ) : (
          <p className="flex aspect-square items-center justify-center text-sm text-stone-600">
            {t('noPicture')}
          </p>
        )}
      </div>
      <div className="space-y-1">
        <p className="font-serif text-xl font-semibold break-words" data-testid="preview-name">
          {product.name}
        </p>
        <p className="text-stone-800" data-testid="preview-price">
          {prices.length ? prices.join(' · ') : t('noPrice')}
        </p>
        {product.description && (
          <p className="text-sm whitespace-pre-line text-stone-600 break-words">{product.description}</p>
        )}
      </div>
      <p
        className={`rounded-md px-3 py-2 text-sm ${
          product.status === 'live' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'
        }`}
      >
        {product.status === 'live' ? t('liveNote') : t('draftNote')}
      </p>
      {product.previewCatalogId &&
        (product.status === 'live' ? (
          <PreviewButton
            catalogId={product.previewCatalogId}
            productId={product.id}
            label={t('previewInStoreLabel', { product: product.name })}
            text={t('previewInStore')}
          />
        ) : (
          <p className="text-sm text-stone-600">{t('previewDraftHint')}</p>
        ))}
    </section>
  );
}
