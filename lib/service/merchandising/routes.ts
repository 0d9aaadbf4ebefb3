import { createRouter } from '../http/router';
import { productRoutes } from './product-routes';
import { releaseRoutes } from './release-routes';
import { variationRoutes } from './variation-routes';

/** Merchandising writes (DESIGN.md §3): variation options, child builds, product changes, publishing. */
export const merchandisingRoutes = createRouter()
  .route('/', variationRoutes)
  .route('/', productRoutes)
  .route('/', releaseRoutes);
