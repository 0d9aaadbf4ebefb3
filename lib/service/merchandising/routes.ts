import { createRouter } from '../http/router';
import { customRelationshipRoutes } from '../catalog/custom-relationships/routes';
import { jobRoutes } from './job-routes';
import { priceRoutes } from './price-routes';
import { productImageRoutes } from './product-image-routes';
import { productRoutes } from './product-routes';
import { releaseRoutes } from './release-routes';
import { variationRoutes } from './variation-routes';

/** Merchandising writes (DESIGN.md §3): variation options, child builds and their jobs, product changes (name, description, status, main image, prices), custom relationships, publishing. */
export const merchandisingRoutes = createRouter()
  .route('/', variationRoutes)
  .route('/', productRoutes)
  .route('/', productImageRoutes)
  .route('/', priceRoutes)
  .route('/', jobRoutes)
  .route('/', releaseRoutes)
  .route('/', customRelationshipRoutes);
