// The listings module: what other modules and the command line may use of it (the review of a product: the
// dev route and CLI, and the console's 商品审核), and the rich-text sanitizer the console's articles share.
export { reviewProduct, productForReview, type ProductReviewAction } from './service';
export { decideUnderReview, productsUnderReview, reviewedProduct, reviewStateWhere, takeDown, type ReviewedProduct } from './queries';
export { sanitizeRichText, type RichTextOptions } from './rich-text';
