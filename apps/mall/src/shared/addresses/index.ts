// The mall's address book, shared by the checkout, the personal centre's /uconfig tabs and the address
// screens (/uconfigAddressInfo, /uconfigAdd, /uconfigInvoice, /invoiceAddAddress, /addressAddInvoice,
// /addressInfo, /addressInvoice, /addAddress).
//
// Components
// - <AddressList type={0|1} mode="manage"|"choose" onChoose editPath={(id) => paths.addAddress({ id })} chosenId />
//   delivery (0) or invoice (1) addresses with default / edit / delete (确定要删除吗？); choose mode adds 选择.
// - <AddressForm type id={null|id} onSaved onCancel />: the editor with 智能识别 (./parse-address: a pasted
//   address split into contact, phone, region and street), the cascade of every province (广东省 by default)
//   and every message of spec 02 §5; saves (添加成功 / 修改成功) and calls onSaved(address).
// - <InvoiceProfileList mode onChoose chosenId orderInvoiceDictCode />: invoice profiles; add / edit in a dialog.
//   For a VAT special order type (156, 157) only profiles complete for one (isSpecialInvoiceReady of
//   @ws/validators/mall) can be chosen; the others say what they lack and offer 去完善.
// - <InvoiceProfileForm id onSaved onCancel orderInvoiceDictCode />: type, name, e-mail, taxpayer id
//   (enterprise only, required and checked), the VAT special fields (checked when filled; required when
//   orderInvoiceDictCode is 156 or 157, where the personal type is hidden).
// - <AddressSummary address />: contact, phone and the address on one line.
// Choosing (fields of the checkout draft in session storage, ../checkout-draft; the chooser screens save and
// go back, the checkout reads)
// - saveChosenAddress('delivery' | 'invoiceAddress', address), readChosenAddress(kind),
//   saveChosenInvoice(profile), readChosenInvoice(), saveOrderInvoiceType(dictCode), readOrderInvoiceType()
// - useChosenAddress(kind) -> { address, isPending, isError }: the choice while it exists, else the default.
// - useChosenInvoice(orderInvoiceDictCode?) -> { profile, ... }: same for the invoice profile (for 156 / 157
//   only a profile complete for a VAT special invoice).
// Data
// - useAddresses(type), useDefaultAddress(type), useInvoiceProfiles(), useDefaultInvoiceProfile(),
//   useDictionary('ordre_invoice_type' | 'pay_cate' | 'order_delivery' | 'order_expected_delivery' | 'express')
// - formatAddress(address)
// Screens import the module they need (./address-list, ./address-form, ./api, ./chosen …) rather than this
// index: the chunk of a barrel holds every component, so the Modal of the invoice profiles and the form code
// would load on every screen that lists addresses.
export { AddressList, type AddressListProps } from './address-list';
export { AddressForm, type AddressFormProps } from './address-form';
export { AddressSummary } from './address-summary';
export { AreaCascade, PROVINCE_NAME, type AreaCascadeProps, type AreaChoice } from './area-cascade';
export { InvoiceProfileList, invoiceTypeLabel, type InvoiceProfileListProps } from './invoice-profile-list';
export { InvoiceProfileForm, invoiceFormErrors, type InvoiceProfileFormProps } from './invoice-profile-form';
export {
  readChosenAddress,
  readChosenInvoice,
  readOrderInvoiceType,
  saveChosenAddress,
  saveChosenInvoice,
  saveOrderInvoiceType,
  type ChosenKind,
} from './chosen';
export { useChosenAddress, useChosenInvoice } from './use-chosen';
export { useAddresses, useDefaultAddress, useDefaultInvoiceProfile, useDictionary, useInvoiceProfiles } from './api';
export { formatAddress } from './format';
