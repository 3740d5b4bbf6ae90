// Handlers of the portal content endpoints: media (issue 4). Stubs until implemented.
import { ApiFail, type Handlers } from '../http/handler';

const notYet = () => {
  throw new ApiFail('功能暂未开放');
};

export const mediaHandlers: Pick<Handlers, 'listcate' | 'listManagementSystem' | 'videoinfo' | 'managementSystemInfo' | 'courseinfo' | 'liveinfo' | 'trainInfo'> = {
  listcate: notYet,
  listManagementSystem: notYet,
  videoinfo: notYet,
  managementSystemInfo: notYet,
  courseinfo: notYet,
  liveinfo: notYet,
  trainInfo: notYet,
};
