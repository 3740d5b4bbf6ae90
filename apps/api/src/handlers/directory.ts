// Handlers of the portal content endpoints: directory (issue 4). Stubs until implemented.
import { ApiFail, type Handlers } from '../http/handler';

const notYet = () => {
  throw new ApiFail('功能暂未开放');
};

export const directoryHandlers: Pick<Handlers, 'listexpertMenu' | 'expertinfo' | 'listcompany' | 'listcompany3' | 'companyinfo' | 'companyproduct' | 'listproduct'> = {
  listexpertMenu: notYet,
  expertinfo: notYet,
  listcompany: notYet,
  listcompany3: notYet,
  companyinfo: notYet,
  companyproduct: notYet,
  listproduct: notYet,
};
