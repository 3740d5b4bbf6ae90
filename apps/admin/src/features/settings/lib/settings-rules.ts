import {
  AUTO_CONFIRM_DAYS_RANGE,
  EXPRESS_CODE_PATTERN,
  EXPRESS_SORT_MAX,
  isBankAccount,
  isCnaps,
  isCreditCode,
  isShippingAmount,
  MSG_AUTO_CONFIRM_DAYS_BAD,
  MSG_EXPRESS_CODE_BAD,
  MSG_EXPRESS_NAME_REQUIRED,
  MSG_EXPRESS_SORT_BAD,
  MSG_QUOTE_DAYS_BAD,
  MSG_SHIPPING_AMOUNT_BAD,
  MSG_TRANSFER_ACCOUNT_BAD,
  MSG_TRANSFER_ADDRESS_REQUIRED,
  MSG_TRANSFER_BANK_REQUIRED,
  MSG_TRANSFER_CNAPS_BAD,
  MSG_TRANSFER_COMPANY_REQUIRED,
  MSG_TRANSFER_PHONE_REQUIRED,
  MSG_TRANSFER_TAX_ID_BAD,
  MSG_UNPAID_OFFLINE_BAD,
  MSG_UNPAID_ONLINE_BAD,
  QUOTE_DAYS_RANGE,
  UNPAID_OFFLINE_HOURS_RANGE,
  UNPAID_ONLINE_HOURS_RANGE,
} from '@ws/api-sdk';
import { check, compose, required } from '@ws/validators/rules';

/** The value as it is sent: the server trims every text too. */
const typed = (v: unknown) => String(v ?? '').trim();

/** Required, and then the contract's own check, both with the contract's message. */
const checked = (test: (s: string) => boolean, message: string) => compose(required(message), check((v) => test(typed(v)), message));

/** A whole number typed within the contract's range. */
const wholeWithin = (range: { min: number; max: number }, message: string) =>
  checked((s) => /^\d{1,6}$/.test(s) && Number(s) >= range.min && Number(s) <= range.max, message);

/** 收款账户: the server's checks and messages, before any call. */
export const transferRules = {
  company: required(MSG_TRANSFER_COMPANY_REQUIRED),
  bank_account: checked(isBankAccount, MSG_TRANSFER_ACCOUNT_BAD),
  bank: required(MSG_TRANSFER_BANK_REQUIRED),
  cnaps: checked(isCnaps, MSG_TRANSFER_CNAPS_BAD),
  duty_paragraph: checked(isCreditCode, MSG_TRANSFER_TAX_ID_BAD),
  phone: required(MSG_TRANSFER_PHONE_REQUIRED),
  address: required(MSG_TRANSFER_ADDRESS_REQUIRED),
};

const amountRule = checked(isShippingAmount, MSG_SHIPPING_AMOUNT_BAD);

/** 运费规则: three yuan amounts. */
export const shippingRules = { free_from: amountRule, base: amountRule, remote: amountRule };

/** 交易时限: whole days and hours within the contract's ranges. */
export const tradeRules = {
  quote_valid_days: wholeWithin(QUOTE_DAYS_RANGE, MSG_QUOTE_DAYS_BAD),
  unpaid_online_hours: wholeWithin(UNPAID_ONLINE_HOURS_RANGE, MSG_UNPAID_ONLINE_BAD),
  unpaid_offline_hours: wholeWithin(UNPAID_OFFLINE_HOURS_RANGE, MSG_UNPAID_OFFLINE_BAD),
  auto_confirm_days: wholeWithin(AUTO_CONFIRM_DAYS_RANGE, MSG_AUTO_CONFIRM_DAYS_BAD),
};

/** An express company: name and code required; the order may be left empty. */
export const expressRules = {
  dict_label: required(MSG_EXPRESS_NAME_REQUIRED),
  dict_value: checked((s) => EXPRESS_CODE_PATTERN.test(s), MSG_EXPRESS_CODE_BAD),
  dict_sort: check((v) => /^\d{1,4}$/.test(typed(v)) && Number(typed(v)) <= EXPRESS_SORT_MAX, MSG_EXPRESS_SORT_BAD),
};
