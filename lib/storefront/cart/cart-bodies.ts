import { z } from 'zod';
import {
  bundleSelectedOptions,
  MAX_LINE_QUANTITY,
  productCustomInputs,
  quantity,
} from '@/lib/commerce/schemas/carts';
import { uuid } from '@/lib/commerce/schemas/common';
import { REGION_REQUIRED_COUNTRIES } from '@/lib/commerce/schemas/shipping';
import { countryRules } from '@/lib/storefront/account/address-rules';
import type { CartView, ItemErrorView } from './cart-view';

/**
 * The bodies the storefront's own cart handlers take (app/api/cart/**). The browser never speaks
 * the service's shapes: these are checked here and turned into spec 4.4 requests on the server.
 */
export const addProductBody = z.object({
  productId: uuid,
  quantity,
  customInputs: productCustomInputs.optional(),
  /** Component name → (option product id → quantity), spec 2.8. */
  bundle: bundleSelectedOptions.optional(),
});
export type AddProductBody = z.infer<typeof addProductBody>;

/** 0 removes the line. */
export const quantityBody = z.object({ quantity: z.int().min(0).max(MAX_LINE_QUANTITY) });

/** An address of the checkout form; the state only where the country's addresses need one. */
const checkoutAddress = z
  .object({
    first_name: z.string().trim().min(1, 'Enter a first name').max(255),
    last_name: z.string().trim().min(1, 'Enter a last name').max(255),
    line_1: z.string().trim().min(1, 'Enter the street and number').max(255),
    line_2: z.string().trim().max(255).optional(),
    city: z.string().trim().min(1, 'Enter a town or city').max(255),
    /** State or province: asked only where the country's addresses need one. */
    region: z.string().trim().max(255).optional(),
    postcode: z.string().trim().min(1, 'Enter a postcode').max(32),
    country: z.string().regex(/^[A-Z]{2}$/, 'Choose a country'),
  })
  .superRefine((address, ctx) => {
    if (needsRegion(address.country) && !address.region)
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'Enter the state or province' });
    // The country's postcode shape (a ZIP code's five digits, a British postcode…), as the address book checks it.
    if (address.postcode && !countryRules(address.country).postcode.test(address.postcode))
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_SHAPE });
  });

/** The message of a postcode in the wrong shape: the form words it with the country's example. */
export const POSTCODE_SHAPE = 'postcodeShape';

/** A state or province is asked where the country's addresses need one (the US, Canada, Australia…). */
export const needsRegion = (country: string) =>
  countryRules(country).region !== null || REGION_REQUIRED_COUNTRIES.has(country);

/** Checkout form: who buys and where it goes (DESIGN.md §3 checkout); the name is on the address. */
export const checkoutBody = z.object({
  /** The store shipping method's code; the handler asks the service which the cart can take. */
  shippingMethod: z.string().trim().min(1).max(255).optional(),
  email: z.email('Enter an email address like name@example.com').max(255),
  /** Signed in: keep this address in the account's address book too (issue 26). */
  saveAddress: z.boolean().optional(),
  address: checkoutAddress,
  /** Where the card's statements go, when it is not the delivery address ("same as delivery"). */
  billingAddress: checkoutAddress.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** What every cart handler answers on success. */
export interface CartAnswer {
  data: CartView;
  /** Items of an add that were refused while others went in (DESIGN.md §3). */
  errors?: ItemErrorView[];
}

export interface CheckoutAnswer {
  data: { orderId: string };
}
