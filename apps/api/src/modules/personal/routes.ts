// Personal centre (spec 02 §2): the caller's own rows: favourites, the account's details, daily sign-in,
// the points and wallet ledgers, the referral team, the bank card, the salesman's figures, and the
// account's download and deletion. Every call passes `user.id` on: no payload names another user's row.
import { MSG_ACCOUNT_DELETED, MSG_SAVED, MSG_SIGNED, type personal } from '@ws/api-sdk/contract';
import { paging } from '../../db/paging';
import { ok, type DomainHandlers } from '../../http/handler';
import { MSG_FAV_ADDED, MSG_FAV_REMOVED } from './messages';
import {
  addFavourite,
  bankCardOf,
  centreOf,
  deleteAccount,
  exportData,
  favouriteOf,
  favourites,
  pointsLedgerOf,
  removeFavourite,
  salesmanStatOf,
  saveBankCard,
  SIGN_REWARD,
  signIn,
  signIns,
  signState,
  teamOf,
  teamPage,
  updateUser,
  userInfoOf,
  walletLedgerOf,
} from './service';

export const personalHandlers: DomainHandlers<typeof personal> = {
  InfoFavActive({ db, user, payload }) {
    return favouriteOf(db, user.id, payload.b_type, payload.xid);
  },

  async addByUserFav({ db, clock, user, payload }) {
    return ok(await addFavourite(db, clock, user.id, payload.b_type, payload.xid), MSG_FAV_ADDED);
  },

  async deleteByUserFav({ db, user, payload }) {
    return ok(await removeFavourite(db, user.id, payload.b_type, payload.xid, payload.id), MSG_FAV_REMOVED);
  },

  favListByUser({ db, user, payload }) {
    return favourites(db, user.id, payload.b_type === '' ? null : payload.b_type, paging(payload, 10));
  },

  user({ db, clock, user }) {
    return centreOf(db, user.id, clock.now());
  },

  userInfo({ db, user }) {
    return userInfoOf(db, user.id);
  },

  async userUpdate({ db, user, payload }) {
    return ok(await updateUser(db, user.id, { name: payload.name, email: payload.email }), MSG_SAVED);
  },

  isSign({ db, clock, user }) {
    return signState(db, clock, user.id);
  },

  async signAdd({ db, clock, user }) {
    const balance = await signIn(db, clock, user.id);
    return ok({ points: SIGN_REWARD, ProfitJifen: balance }, MSG_SIGNED);
  },

  signListByUser({ db, user, payload }) {
    return signIns(db, user.id, paging(payload, 20));
  },

  jifenListSelf({ db, user, payload }) {
    return pointsLedgerOf(db, user.id, paging(payload, 20));
  },

  getTeamsByUser({ db, user }) {
    return teamOf(db, user.id);
  },

  listSubUser({ db, user, payload }) {
    return teamPage(db, user.id, paging(payload, 20));
  },

  CardInfoByUser({ db, user }) {
    return bankCardOf(db, user.id);
  },

  async CardUpdateUser({ db, clock, user, payload }) {
    return ok(await saveBankCard(db, clock, user.id, payload), MSG_SAVED);
  },

  walletListSelf({ db, user, payload }) {
    return walletLedgerOf(db, user.id, paging(payload, 10));
  },

  getSalesmanStat({ db, user }) {
    return salesmanStatOf(db, user.id);
  },

  exportSelf({ db, clock, user }) {
    return exportData(db, clock, user.id);
  },

  async deleteSelf({ db, clock, user, payload }) {
    await deleteAccount(db, clock, user.id, { confirmText: payload.confirm_text, smscode: payload.smscode });
    return ok(null, MSG_ACCOUNT_DELETED);
  },
};
