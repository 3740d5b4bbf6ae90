// menu/companyinfo {id}: one approved company (the server answers 企业不存在 for any other id).
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiQuery } from '@ws/api-sdk';

export const companyInfoQuery = (id: number) => apiQuery('companyinfo', { id });

/** A server answer (企业不存在) is final; network failures are retried once, as everywhere. */
const retryUnlessAnswered = (failures: number, error: Error) => !(error instanceof ApiError && error.kind === 'server') && failures < 1;

/** `id` null (a missing or malformed key) asks nothing. */
export const useCompanyInfo = (id: number | null) =>
  useQuery({ ...companyInfoQuery(id ?? 0), enabled: id !== null, retry: retryUnlessAnswered });
