// The login form's rules, with the contract's texts (packages/validators' rule kit: the same `required`
// the server's forms use).
import { MSG_STAFF_ACCOUNT_REQUIRED, MSG_STAFF_PASSWORD_REQUIRED } from '@ws/api-sdk';
import { validate } from '@ws/validators/core';
import { required } from '@ws/validators/rules';
import type { RuleSet } from '@ws/validators/types';

export interface StaffLoginValues {
  account: string;
  password: string;
}

export const staffLoginRules: RuleSet<StaffLoginValues> = {
  account: required(MSG_STAFF_ACCOUNT_REQUIRED),
  password: required(MSG_STAFF_PASSWORD_REQUIRED),
};

/** Field -> message of every rule the values break ({} when the form may be sent). */
export const checkStaffLogin = (values: StaffLoginValues): Partial<Record<keyof StaffLoginValues, string>> => validate(staffLoginRules, values);
