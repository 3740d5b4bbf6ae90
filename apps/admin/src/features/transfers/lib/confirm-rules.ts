import { isYuanAmount, MSG_TRANSFER_AMOUNT_BAD, plainAmount } from '@ws/api-sdk';
import { check, compose, required } from '@ws/validators/rules';

/** 到账金额: required, a yuan amount above zero with at most 2 decimals ('1,600.50' and '¥1600.5' as written on a statement). */
export const amountRule = compose(
  required(MSG_TRANSFER_AMOUNT_BAD),
  check((v) => isYuanAmount(plainAmount(String(v ?? ''))), MSG_TRANSFER_AMOUNT_BAD),
);
