/** The query parameter of a page an H5 payment came back to: the payment's order number. Its own module, so
 *  that the providers every first load carries can look for it without loading the payment code. */
export const PAY_RETURN_PARAM = 'wxpay_return';
