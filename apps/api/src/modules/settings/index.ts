// The settings module: what other modules and the server's wiring may use of it — the values in force
// (read on every use, so a save in 系统设置 holds at once) and the console's save.
export { DEFAULT_TRANSFER, HOUR, type ShippingFen } from './defaults';
export {
  adminSection,
  autoConfirmDays,
  adminSettings,
  payTimeouts,
  quoteValidDays,
  saveSetting,
  shippingInFen,
  shippingInYuan,
  shippingRule,
  transferInfo,
  type PayTimeouts,
  type SettingKey,
} from './service';
