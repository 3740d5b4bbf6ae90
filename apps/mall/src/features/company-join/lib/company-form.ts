// The enterprise join form of the personal centre (spec 02 §5 "Enterprise join", /uconfigJoin,
// join/joinUser): the company values of @ws/validators with the address required (请填写地址). Validation
// runs the spec's rule set, so the form and the server answer the same messages.
import type { Company2JoinReq } from '@ws/api-sdk';
import { companyPayload, companyRegionPayload, type CompanyFormValues } from '@ws/validators/company-form';
import { validate } from '@ws/validators/core';
import { enterpriseJoinRules } from '@ws/validators/onboarding';

export type EnterpriseJoinValues = CompanyFormValues;

export const toEnterpriseJoinPayload = (v: EnterpriseJoinValues): Company2JoinReq => ({ ...companyPayload(v), ...companyRegionPayload(v) });

export const validateEnterpriseJoin = (v: EnterpriseJoinValues): Record<string, string> => validate(enterpriseJoinRules, v);
