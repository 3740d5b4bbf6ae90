// Handlers of the portal content endpoints: articles (issue 4). Stubs until implemented.
import { ApiFail, type Handlers } from '../http/handler';

const notYet = () => {
  throw new ApiFail('功能暂未开放');
};

export const articlesHandlers: Pick<Handlers, 'articleinfo' | 'InfoFavActive' | 'addByUserFav' | 'deleteByUserFav'> = {
  articleinfo: notYet,
  InfoFavActive: notYet,
  addByUserFav: notYet,
  deleteByUserFav: notYet,
};
