import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import {
  createProductPrice,
  findProductPrice,
  updateProduct,
  updateProductPrice,
} from '@/lib/commerce/operations/merchandising';
import {
  PRODUCT_NAME_MAX,
  productStatus,
  type ProductPriceCurrencies,
} from '@/lib/commerce/schemas/merchandising';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { CURRENCIES } from '@/lib/i18n/locales';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { adminClient } from '@/lib/storefront/commerce/clients.server';
import {
  MERCHANDISER_FAILURE,
  requireMerchandiser,
} from '@/lib/storefront/merchandising/handler-gate.server';
import { minorUnits } from '@/lib/storefront/merchandising/product-edit-view';

/** A description as long as a product page can sensibly hold. */
const DESCRIPTION_MAX = 10_000;

const editBody = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(PRODUCT_NAME_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX),
  status: productStatus,
  /** Price book id → currency → amount in major units as typed ("43.21"), empty for none. */
  prices: z.record(z.string().min(1).max(64), z.partialRecord(z.enum(CURRENCIES), z.string().max(24))),
});

/**
 * Saves the merchandiser's edit of a product: its name, description and status (the vendor's
 * `PUT /pcm/products/{id}`), then its price in each price book given (`/pcm/pricebooks/{id}/prices`,
 * changed or created). Shoppers see it after the next publish; a preview shows it before.
 */
export async function PUT(
  request: Request,
  { params }: RouteContext<'/api/merchandising/products/[productId]'>,
) {
  const gate = await requireMerchandiser(request);
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, editBody);
  if (!read.ok) return read.response;
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Merchandising.edit.errors' });
  const { productId } = await params;
  const { name, description, status, prices } = read.data;

  const books: [string, ProductPriceCurrencies][] = [];
  for (const [pricebookId, amounts] of Object.entries(prices)) {
    const currencies: ProductPriceCurrencies = {};
    for (const [currency, text] of Object.entries(amounts)) {
      if (!text?.trim()) continue;
      const amount = minorUnits(text, currency);
      if (amount === null)
        return errorAnswer(400, t('amount', { currency }), {
          meta: { field: `prices.${pricebookId}.${currency}` },
        });
      currencies[currency] = { amount, includes_tax: false };
    }
    books.push([pricebookId, currencies]);
  }

  const client = adminClient();
  const changed = await updateProduct(client, productId, { name, description, status });
  if (!changed.ok) return failureAnswer(changed.error, MERCHANDISER_FAILURE);
  const { sku } = changed.data.data.attributes;
  for (const [pricebookId, currencies] of books) {
    const existing = await findProductPrice(client, pricebookId, sku);
    // A service without the price books' prices (404, README "What the shop does without the
    // extensions"): the other fields are saved; a price typed is refused in words.
    if (!existing.ok && existing.error.status === 404) {
      if (Object.keys(currencies).length === 0) continue;
      return errorAnswer(404, t('pricesNotKept'), { meta: { field: `prices.${pricebookId}` } });
    }
    if (!existing.ok) return failureAnswer(existing.error, MERCHANDISER_FAILURE);
    const price = existing.data.data[0];
    if (Object.keys(currencies).length === 0) {
      if (!price) continue;
      return errorAnswer(400, t('noPrice'), { meta: { field: `prices.${pricebookId}` } });
    }
    const saved = price
      ? await updateProductPrice(
          client,
          pricebookId,
          price.id,
          withKeptTax(currencies, price.attributes.currencies),
        )
      : await createProductPrice(client, pricebookId, sku, currencies);
    if (!saved.ok) return failureAnswer(saved.error, MERCHANDISER_FAILURE);
  }
  return dataAnswer({ id: changed.data.data.id, name: changed.data.data.attributes.name, status });
}

/** An amount changes; whether it includes tax stays what the price book said. */
function withKeptTax(
  currencies: ProductPriceCurrencies,
  before: ProductPriceCurrencies,
): ProductPriceCurrencies {
  return Object.fromEntries(
    Object.entries(currencies).map(([currency, value]) => [
      currency,
      { ...value, includes_tax: before[currency]?.includes_tax ?? false },
    ]),
  );
}
