import type { CommerceClient } from '../client';
import { shippingGroupResponse, type CreateShippingGroupRequest } from '../schemas/carts';
import { cartShippingMethodsResponse } from '../schemas/shipping';

const encode = encodeURIComponent;

/** The shipping methods a cart can take, priced for it now (free over a threshold). */
export const listCartShippingMethods = (client: CommerceClient, cartId: string) =>
  client.request(`/v2/carts/${encode(cartId)}/shipping-methods`, { schema: cartShippingMethodsResponse });

/** Spec 4.4 rule 4: the cart takes a store method by a shipping group whose type is its code. */
export const createShippingGroup = (
  client: CommerceClient,
  cartId: string,
  body: CreateShippingGroupRequest,
) =>
  client.request(`/v2/carts/${encode(cartId)}/shipping-groups`, {
    method: 'POST',
    schema: shippingGroupResponse,
    body,
  });
