import { isYuanAmount, MSG_ARBITRATION_AMOUNT_OVER, MSG_ARBITRATION_AMOUNT_REQUIRED, MSG_ARBITRATION_REASON_REQUIRED } from '@ws/api-sdk';
import { check, compose, required } from '@ws/validators/rules';

/** 仲裁理由: required (shown to the buyer and the seller). */
export const reasonRule = required(MSG_ARBITRATION_REASON_REQUIRED);

/** 退款金额: required, a yuan amount above zero with at most 2 decimals, at most what is left to refund. */
export const refundRule = (refundable: string) =>
  compose(
    required(MSG_ARBITRATION_AMOUNT_REQUIRED),
    check((v) => isYuanAmount(String(v ?? '').trim()), MSG_ARBITRATION_AMOUNT_REQUIRED),
    check((v) => Math.round(Number(String(v ?? '').trim()) * 100) <= Math.round(Number(refundable) * 100), `${MSG_ARBITRATION_AMOUNT_OVER}（可退 ¥${refundable}）`),
  );
