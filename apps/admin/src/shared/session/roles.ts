import type { StaffRole } from '@ws/api-sdk';

/**
 * Whether a staff member with `roles` may open what needs one of `required` ([] or undefined: every staff
 * member). 超级管理员 (super) may open everything, as the server lets them.
 */
export const hasRole = (roles: readonly StaffRole[] | undefined, required: readonly StaffRole[] | undefined): boolean => {
  if (!roles) return false;
  if (roles.includes('super')) return true;
  if (!required || required.length === 0) return true;
  return required.some((r) => roles.includes(r));
};
