// Personal centre (spec 02 §2): the caller's own rows. Favourites (spec 01 §3 Favourite, §4): b_type
// 'article' and xid an existing article; adding is idempotent (unique index on user, b_type, xid);
// deleting touches only the caller's row and says whether there was one.
import type { FavouriteState, personal } from '@ws/api-sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, favourites } from '../db/schema';
import { ApiFail, ok, type AuthUser, type DomainHandlers } from '../http/handler';
import { formatChinaTime } from '../services/clock';
import { MSG_ARTICLE_MISSING } from './articles';

/** The only favourite type of the spec (spec 01 §3 Favourite: b_type article). */
export const FAV_ARTICLE = 'article';
export const MSG_FAV_ADDED = '收藏成功';
export const MSG_FAV_REMOVED = '取消成功';
export const MSG_FAV_NOT_FOUND = '收藏不存在或已取消';

/** The id of an article that exists. */
async function favTarget(db: Db, xid: number): Promise<number> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, xid)).limit(1);
  if (!row) throw new ApiFail(MSG_ARTICLE_MISSING);
  return xid;
}

async function favState(db: Db, user: AuthUser, xid: number): Promise<FavouriteState> {
  const [row] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.userId, user.id), eq(favourites.bType, FAV_ARTICLE), eq(favourites.xid, xid)))
    .limit(1);
  return row ? { status: 1, id: row.id } : { status: -1, id: null };
}

export const personalHandlers: DomainHandlers<typeof personal> = {
  async InfoFavActive({ db, user, payload }) {
    return favState(db, user, await favTarget(db, payload.xid));
  },

  async addByUserFav({ db, clock, user, payload }) {
    const xid = await favTarget(db, payload.xid);
    await db
      .insert(favourites)
      .values({ userId: user.id, bType: FAV_ARTICLE, xid, createTime: formatChinaTime(clock.now()) })
      .onConflictDoNothing({ target: [favourites.userId, favourites.bType, favourites.xid] });
    return ok(await favState(db, user, xid), MSG_FAV_ADDED);
  },

  async deleteByUserFav({ db, user, payload }) {
    const { xid, id } = payload;
    if (xid === null && id === null) throw new ApiFail(MSG_ARTICLE_MISSING);
    // the caller's own row only: another user's favourite id matches nothing
    const deleted = await db
      .delete(favourites)
      .where(and(eq(favourites.userId, user.id), eq(favourites.bType, FAV_ARTICLE), xid !== null ? eq(favourites.xid, xid) : eq(favourites.id, id!)))
      .returning({ id: favourites.id });
    if (deleted.length === 0) throw new ApiFail(MSG_FAV_NOT_FOUND);
    return ok({ status: -1, id: null }, MSG_FAV_REMOVED);
  },
};
