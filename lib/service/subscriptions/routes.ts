import { createRouter } from '../http/router';
import { stateRoutes } from './state-routes';
import { subscriptionResourceRoutes } from './subscription-routes';
import { vendorReadRoutes } from './vendor-read-routes';

/** Every subscription path (spec 4.1, 4.2, DESIGN.md §3); registered by app.ts. */
export const subscriptionRoutes = createRouter()
  .route('/', subscriptionResourceRoutes)
  .route('/', stateRoutes)
  .route('/', vendorReadRoutes);
