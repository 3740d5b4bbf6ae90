// 联系商家: the button that opens the buyer's conversation with a supplier company (product page, orders).
export { ContactSupplierButton, MSG_LOGIN_TO_CONTACT } from './contact-supplier-button';
