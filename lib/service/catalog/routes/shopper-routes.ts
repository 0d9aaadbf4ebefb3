import { FILTER_RULES } from '@/lib/commerce/filter';
import { allow } from '../../auth/middleware';
import { readRoutes } from './read-routes';
import { shopperRead } from './read-request';

/**
 * DESIGN.md §3 shopper reads: implicit, account and admin tokens may read `/catalog/**`, which
 * answers from the release the best-matching catalog rule selects. `/catalog/products` lists a
 * whole release, so it takes the release listing's filter rules (spec 4.7: several tags in `eq`).
 */
export const shopperCatalogRoutes = readRoutes({
  prefix: '/catalog',
  prefixParams: {},
  tags: ['Catalog'],
  access: allow('implicit', 'account', 'admin'),
  resolve: shopperRead,
  productRules: FILTER_RULES.releaseProducts,
  shopper: true,
});
