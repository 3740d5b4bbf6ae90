// The enrolment form's values, rules (packages/validators: the spec's messages) and payload.
import type { TrainAddReq, UploadedFile } from '@ws/api-sdk';
import { validate } from '@ws/validators/core';
import { trainingEnrolRules } from '@ws/validators/mall';

export interface EnrolFormValues {
  real_name: string;
  phone: string;
  company: string;
  id_number: string;
  /** the 1-inch colour photo (one file) */
  file_items: UploadedFile[];
  remarks: string;
}

export const emptyEnrol: EnrolFormValues = { real_name: '', phone: '', company: '', id_number: '', file_items: [], remarks: '' };

/** Mantine's validate: every field's first error. */
export const validateEnrol = (values: EnrolFormValues) => validate(trainingEnrolRules, values);

export const toEnrolPayload = (xid: number, v: EnrolFormValues): TrainAddReq => ({
  xid,
  booking_type: 'train',
  real_name: v.real_name.trim(),
  phone: v.phone.trim(),
  company: v.company.trim(),
  id_number: v.id_number.trim().toUpperCase(),
  remarks: v.remarks.trim(),
  file_items: JSON.stringify(v.file_items),
  pay_type: 'wxpay',
});
