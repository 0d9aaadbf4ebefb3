import type {
  AddItemRequest,
  CheckoutRequest,
  CreateShippingGroupRequest,
} from '@/lib/commerce/schemas/carts';
import { needsRegion, type AddProductBody, type CheckoutBody } from './cart-bodies';

/*
 * The requests the cart's handlers send the service, built from the storefront's own bodies: kept
 * apart from the handlers so that a test can hold each against the vendor's request schemas.
 */

/** A product (with its custom inputs and a bundle's chosen options) as a cart item. */
export const productItem = (body: AddProductBody): AddItemRequest => ({
  type: 'cart_item',
  id: body.productId,
  quantity: body.quantity,
  ...(body.customInputs && Object.keys(body.customInputs).length > 0 && { custom_inputs: body.customInputs }),
  ...(body.bundle && { bundle_configuration: { selected_options: body.bundle } }),
});

/** The form's address as the service takes it: no empty second line, a state only where one is asked. */
export function serviceAddress(form: CheckoutBody['address']) {
  const { line_2, region, ...required } = form;
  return {
    ...required,
    ...(line_2 && { line_2 }),
    ...(region && needsRegion(required.country) && { region }),
  };
}

export type ServiceAddress = ReturnType<typeof serviceAddress>;

/**
 * An address of a cart (shipping group) or order: the vendor's schema requires every key the form
 * does not ask for, so each is sent, empty where none was given.
 */
const cartAddress = (address: ServiceAddress) => ({
  company_name: '',
  phone_number: '',
  line_2: '',
  county: '',
  instructions: '',
  ...address,
});

/** The shipping group that puts the chosen store method (its code) on the cart, to the delivery address. */
export const shippingGroupRequest = (
  methodCode: string,
  address: ServiceAddress,
): CreateShippingGroupRequest => ({
  data: { type: 'shipping_group', shipping_type: methodCode, address: cartAddress(address) },
});

/**
 * The checkout of the form: a cart with something to deliver is shipped to the address and billed
 * to a billing address of its own when one is given, else to the same address (sent, as the
 * vendor's examples and storefront send it); a cart of digital products only is billed to it.
 */
export function checkoutRequest(body: CheckoutBody, requiresShipping: boolean): CheckoutRequest {
  const address = cartAddress(serviceAddress(body.address));
  const billing = body.billingAddress ? cartAddress(serviceAddress(body.billingAddress)) : address;
  const customer = { email: body.email, name: `${address.first_name} ${address.last_name}` };
  return {
    data: requiresShipping
      ? { customer, shipping_address: address, billing_address: billing }
      : { customer, billing_address: address },
  };
}
