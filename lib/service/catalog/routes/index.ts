import { createRouter } from '../../http/router';
import { fileListRoutes } from '../files/file-list-routes';
import { fileRoutes } from '../files/file-routes';
import { releaseSearchRoutes, searchRoutes } from '../search/search-routes';
import { adminCatalogRoutes } from './admin-routes';
import { shopperCatalogRoutes } from './shopper-routes';

/** The catalog area's HTTP surface: shopper reads, admin reads and the public files. */
export const catalogRoutes = createRouter()
  .route('/', shopperCatalogRoutes)
  .route('/', searchRoutes)
  .route('/', releaseSearchRoutes)
  .route('/', adminCatalogRoutes)
  .route('/', fileRoutes)
  .route('/', fileListRoutes);
