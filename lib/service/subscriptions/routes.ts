import { createRouter } from '../http/router';
import { readRoutes } from './read-routes';
import { stateRoutes } from './state-routes';
import { updateRoutes } from './update-routes';
import { vendorReadRoutes } from './vendor-read-routes';

/** Every subscription path (spec 4.1, 4.2, DESIGN.md §3); registered by app.ts. */
export const subscriptionRoutes = createRouter()
  .route('/', readRoutes)
  .route('/', updateRoutes)
  .route('/', stateRoutes)
  .route('/', vendorReadRoutes);
