/** The catalog area's public surface for other areas of the service. */
export {
  findCartProduct,
  type CartProduct,
  type CartProductImage,
  type CartProductLookup,
} from './find-cart-product';
export { resolveShopperRelease, type ShopperContext } from './catalog-rules';
export { FILES_PATH } from './files/paths';
export { catalogRoutes } from './routes';
export { publishRelease, type PublishOptions } from './publish/publish-release';
export { buildChildProducts, childProductId, type BuildResult } from './build-children';
export { latestRelease, findRelease, listReleases, RETAINED_RELEASES, type ReleaseRow } from './releases';
