// The catalogue module: what other modules and the server's wiring may use of it.
export { asProductType, isProductPublic, skuKey } from './queries';
export { MAX_PRODUCT_COUNT } from './service';
