import { z } from 'zod';
import { paymentBody } from '@/lib/storefront/orders/payment-bodies';
import { addProductBody, checkoutBody, needsRegion, quantityBody } from './cart-bodies';
import { CUSTOM_INPUT_PREFIX } from './custom-inputs';

/*
 * The cart's and checkout's forms as HTML posts them, before the page's script runs or without it:
 * flat text fields, turned here into the bodies the handlers take from the script (cart-bodies.ts),
 * and checked by the same schemas. A wrong field is named as in those bodies (`address.city`).
 */

/** A form's fields: text only (a plain form has no files here). */
const fields = z.record(z.string(), z.string());

/** A whole number typed in a field; anything else is left for the body's schema to refuse. */
const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;

/** A bundle's selection as the form carries it: the JSON of its component → option → quantity. */
function bundleField(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Add to cart: `productId`, `quantity`, the custom inputs and, for a bundle, `bundle`. */
export const addProductForm = fields
  .transform((form) => {
    const customInputs = Object.fromEntries(
      Object.entries(form).flatMap(([name, value]) =>
        name.startsWith(CUSTOM_INPUT_PREFIX) && value.trim()
          ? [[name.slice(CUSTOM_INPUT_PREFIX.length), value.trim()]]
          : [],
      ),
    );
    return {
      productId: form.productId,
      quantity: wholeNumber(form.quantity ?? '1'),
      ...(Object.keys(customInputs).length > 0 && { customInputs }),
      ...(form.bundle && { bundle: bundleField(form.bundle) }),
    };
  })
  .pipe(addProductBody);

/**
 * A line's quantity form (cart-line-controls.tsx): its − and + buttons post `quantity` (the new
 * number), Remove posts `remove`, and the field posts `typed` with the line's `current` quantity
 * beside it. A number typed and sent with a button (or Enter) wins over that button's number.
 */
export const lineQuantityForm = fields
  .transform((form) => {
    if (form.remove) return { quantity: 0 };
    const typedChanged = form.typed !== undefined && form.typed.trim() !== form.current;
    return { quantity: wholeNumber(typedChanged || !form.quantity ? form.typed : form.quantity) };
  })
  .pipe(quantityBody);

const addressOf = (form: Record<string, string>, prefix = '') => {
  const country = form[`${prefix}country`] ?? '';
  const value = (key: string) => form[`${prefix}${key}`]?.trim() ?? '';
  const [line2, region] = [value('line_2'), needsRegion(country) ? value('region') : ''];
  return {
    first_name: value('first_name'),
    last_name: value('last_name'),
    line_1: value('line_1'),
    ...(line2 && { line_2: line2 }),
    city: value('city'),
    ...(region && { region }),
    postcode: value('postcode'),
    country,
  };
};

/** The checkout form (checkout-form.tsx): contact, delivery address, delivery method. */
export const checkoutForm = fields
  .transform((form) => ({
    ...(form.shippingMethod && { shippingMethod: form.shippingMethod }),
    email: form.email?.trim() ?? '',
    ...(form.saveAddress && { saveAddress: true }),
    address: addressOf(form),
    ...(form.billingSame === undefined && form.billing_line_1 !== undefined
      ? { billingAddress: addressOf(form, 'billing_') }
      : {}),
  }))
  .pipe(checkoutBody);

/** The payment form (payment-form.tsx): a saved card (`card`) or a new card's fields. */
export const paymentForm = fields
  .transform((form) =>
    form.card && form.card !== 'new'
      ? { source: 'saved' as const, cardId: form.card }
      : {
          source: 'card' as const,
          cardNumber: form.cardNumber ?? '',
          expiry: form.expiry ?? '',
          securityCode: form.securityCode ?? '',
          name: form.name ?? '',
        },
  )
  .pipe(paymentBody);
