import { MSG_REVIEW_REASON_REQUIRED } from '@ws/api-sdk';
import { required } from '@ws/validators/rules';

/** 驳回原因 is required (a blank one too): 请填写驳回原因, as the server says. */
export const rejectReasonRule = required(MSG_REVIEW_REASON_REQUIRED);
