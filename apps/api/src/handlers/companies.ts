// Handlers of the portal content endpoints: companies (issue 4). Stubs until implemented.
import { ApiFail, type Handlers } from '../http/handler';

const notYet = () => {
  throw new ApiFail('功能暂未开放');
};

export const companiesHandlers: Pick<Handlers, 'listcompany' | 'listcompany3' | 'companyinfo' | 'companyproduct'> = {
  listcompany: notYet,
  listcompany3: notYet,
  companyinfo: notYet,
  companyproduct: notYet,
};
