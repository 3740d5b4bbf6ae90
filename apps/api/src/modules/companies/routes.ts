// The companies' contract handlers (the rules in service.ts).
import type { companies as companiesContract } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { companyDetail, companyProductList, listCompanies, listCompanyNames } from './service';

export const companiesHandlers: DomainHandlers<typeof companiesContract> = {
  listcompany: ({ db, payload }) => listCompanies(db, payload),
  listcompany3: ({ db, payload }) => listCompanyNames(db, payload),
  companyinfo: ({ db, payload }) => companyDetail(db, payload.id),
  companyproduct: ({ db, clock, token, payload }) => companyProductList(db, clock, token, payload),
};
