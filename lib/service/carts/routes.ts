import { createRouter } from '../http/router';
import { cartRoutes } from './cart-routes';
import { itemRoutes } from './item-routes';
import { shippingRoutes } from './shipping-routes';

/** Every cart path (spec 4.4, DESIGN.md §3); registered by app.ts. Checkout lives with orders. */
export const cartAreaRoutes = createRouter()
  .route('/', cartRoutes)
  .route('/', itemRoutes)
  .route('/', shippingRoutes);
