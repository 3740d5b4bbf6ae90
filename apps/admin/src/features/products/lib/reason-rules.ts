import { MSG_PRODUCT_REJECT_REASON_REQUIRED, MSG_PRODUCT_TAKEDOWN_REASON_REQUIRED } from '@ws/api-sdk';
import { required } from '@ws/validators/rules';

/** 驳回原因 is required (a blank one too), as the server says. */
export const rejectReasonRule = required(MSG_PRODUCT_REJECT_REASON_REQUIRED);
/** 下架原因 is required, as the server says. */
export const takedownReasonRule = required(MSG_PRODUCT_TAKEDOWN_REASON_REQUIRED);
