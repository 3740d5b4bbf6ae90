// The listings module: what other modules and the command line may use of it (the review of a product).
export { reviewProduct, type ProductReviewAction } from './service';
export { productsUnderReview } from './queries';
