import { MSG_DISABLE_REASON_REQUIRED } from '@ws/api-sdk';
import { required } from '@ws/validators/rules';

/** 停用原因 is required (a blank one too): 请填写停用原因, as the server says. */
export const disableReasonRule = required(MSG_DISABLE_REASON_REQUIRED);
