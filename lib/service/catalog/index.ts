/** The catalog area's public surface for other areas of the service. */
export { findCartProduct, type CartProduct, type CartProductImage, type CartProductLookup } from './find-cart-product';
export { resolveShopperRelease, type ShopperContext } from './catalog-rules';
export { FILES_PATH } from './files/paths';
