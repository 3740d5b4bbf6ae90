import {
  isStrongStaffPassword,
  MSG_STAFF_ACCOUNT_BAD,
  MSG_STAFF_NAME_REQUIRED,
  MSG_STAFF_PASSWORD_WEAK,
  MSG_STAFF_ROLES_REQUIRED,
  STAFF_ACCOUNT_PATTERN,
} from '@ws/api-sdk';
import { check, compose, required, requiredList } from '@ws/validators/rules';

/** The form's rules, with the server's own messages. */
export const accountRule = compose(required(MSG_STAFF_ACCOUNT_BAD), check((v) => STAFF_ACCOUNT_PATTERN.test(String(v ?? '').trim().toLowerCase()), MSG_STAFF_ACCOUNT_BAD));
export const nameRule = required(MSG_STAFF_NAME_REQUIRED);
export const rolesRule = requiredList(MSG_STAFF_ROLES_REQUIRED);
export const passwordRule = compose(required(MSG_STAFF_PASSWORD_WEAK), check((v) => isStrongStaffPassword(String(v ?? '')), MSG_STAFF_PASSWORD_WEAK));
