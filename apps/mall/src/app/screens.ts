// lazyScreen is React.lazy plus preload(): main.tsx fetches the current route's chunk before the first render.
import { lazyScreen as lazy, type Screens } from '@ws/ui';

/**
 * The mall's screens by route path (exactly as spelled in @ws/routes; a key that is not a mall route
 * does not compile), each its own chunk.
 * Routes without a screen here show 即将上线 (AppRoutes' ComingSoon); the catalogue, checkout,
 * orders, personal centre … arrive with their own issues.
 */
export const screens: Screens<'mall'> = {
  '/cart': lazy(() => import('./routes/cart/cart-page')),
  '/checkoutQuick': lazy(() => import('./routes/checkout/checkout-quick')),
  '/offline': lazy(() => import('./routes/checkout/offline')),
  '/myOrders': lazy(() => import('./routes/orders/my-orders')),
  '/infoSelf': lazy(() => import('./routes/orders/info-self')),
  '/uconfigAddressInfo': lazy(() => import('./routes/addresses/uconfig-address-info')),
  '/uconfigAdd': lazy(() => import('./routes/addresses/uconfig-add')),
  '/uconfigInvoice': lazy(() => import('./routes/addresses/uconfig-invoice')),
  '/invoiceAddAddress': lazy(() => import('./routes/addresses/invoice-add-address')),
  '/addressAddInvoice': lazy(() => import('./routes/addresses/address-add-invoice')),
  '/addressInfo': lazy(() => import('./routes/addresses/address-info')),
  '/addressInvoice': lazy(() => import('./routes/addresses/address-invoice')),
  '/addAddress': lazy(() => import('./routes/addresses/add-address')),
  '/merchant': lazy(() => import('./routes/merchant/merchant')),
  '/merchantOrders': lazy(() => import('./routes/merchant/merchant-orders')),
  '/OrdersExpressEdit': lazy(() => import('./routes/merchant/orders-express-edit')),
  '/applyAfterSales': lazy(() => import('./routes/after-sales/apply-after-sales')),
  '/remark': lazy(() => import('./routes/reviews/remark')),
  '/funeng': lazy(() => import('./routes/funeng/funeng-page')),
  '/enable': lazy(() => import('./routes/enable/enable-page')),
  '/enableInfo': lazy(() => import('./routes/enable-info/enable-info-page')),
  '/products': lazy(() => import('./routes/products/products-page')),
  '/personal': lazy(() => import('./routes/personal/personal-page')),
  '/mySign': lazy(() => import('./routes/personal/my-sign')),
  '/integral': lazy(() => import('./routes/personal/integral')),
  '/teams': lazy(() => import('./routes/personal/teams')),
  '/uconfig': lazy(() => import('./routes/personal/uconfig')),
  '/bindBankCard': lazy(() => import('./routes/personal/bind-bank-card')),
  '/myFav': lazy(() => import('./routes/personal/my-fav')),
  '/myUserMoney': lazy(() => import('./routes/personal/my-user-money')),
  '/distribution': lazy(() => import('./routes/personal/distribution')),
  '/myProfitMoney': lazy(() => import('./routes/personal/my-profit-money')),
  '/myApplyToCash': lazy(() => import('./routes/personal/my-apply-to-cash')),
  '/myApplyWithdrawal': lazy(() => import('./routes/personal/my-apply-withdrawal')),
  '/uconfigJoin': lazy(() => import('./routes/personal/uconfig-join')),
  '/companyInformation': lazy(() => import('./routes/personal/company-information')),
  '/session': lazy(() => import('./routes/session/session-page')),
  '/session/chatItem': lazy(() => import('./routes/session/chat-item-page')),
  '/session/chatitemExpert': lazy(() => import('./routes/session/chatitem-expert-page')),
  '/session/remarkChatExpert': lazy(() => import('./routes/session/remark-chat-expert-page')),
  '/MyBooking': lazy(() => import('./routes/bookings/my-booking')),
  '/MyBookingInfo': lazy(() => import('./routes/bookings/my-booking-info')),
  '/MyExpertChatOrders': lazy(() => import('./routes/expert-chat-orders/expert-chat-orders-page')),
};
