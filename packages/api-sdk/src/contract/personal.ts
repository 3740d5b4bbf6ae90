// Personal centre: the caller's own rows (spec 02 §2 Personal centre). Favourites first; the dashboard,
// sign-in, points, team, settings, bank card and finance calls join them here.
import { ep } from './endpoint-def';
import { fields, id, oneOf, optId } from './schema';

export interface FavouriteState {
  /** 1 favourited, -1 not (spec 01 §4) */
  status: 1 | -1;
  /** the favourite row id when favourited */
  id: number | null;
}

const favType = () => oneOf(['article'], undefined, '收藏类型错误');

// Built inside a pure call: the apps never use it, so their bundles drop it with the schema library.
export const personalInput = /* @__PURE__ */ (() => ({
  InfoFavActive: fields({ b_type: favType(), xid: id('文章不存在') }),
  addByUserFav: fields({ b_type: favType(), xid: id('文章不存在') }),
  /** by the favourite row id, or by the favourited article (xid) */
  deleteByUserFav: fields({ b_type: favType(), xid: optId(), id: optId() }),
}))();

type In = typeof personalInput;

export const personal = {
  InfoFavActive: ep<In['InfoFavActive'], FavouriteState>()({ method: 'GET', path: '/fav/InfoFavActive', auth: true }),
  addByUserFav: ep<In['addByUserFav'], FavouriteState>()({ method: 'POST', path: '/fav/addByUserFav', auth: true }),
  deleteByUserFav: ep<In['deleteByUserFav'], FavouriteState>()({ method: 'POST', path: '/fav/deleteByUserFav', auth: true }),
} as const;
