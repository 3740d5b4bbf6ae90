// Handlers of the portal content endpoints: experts (issue 4). Stubs until implemented.
import { ApiFail, type Handlers } from '../http/handler';

const notYet = () => {
  throw new ApiFail('功能暂未开放');
};

export const expertsHandlers: Pick<Handlers, 'ChannelPolicyList' | 'listexpertMenu' | 'expertinfo' | 'listproduct'> = {
  ChannelPolicyList: notYet,
  listexpertMenu: notYet,
  expertinfo: notYet,
  listproduct: notYet,
};
