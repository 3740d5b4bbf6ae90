// The merchant's product calls (/merchantGoods, /merchantGoodsEdit): the rules are service.ts's.
import { MSG_LOW_STOCK_SAVED, type listings as listingsContract } from '@ws/api-sdk/contract';
import { ok, type DomainHandlers } from '../../http/handler';
import { fileUrlCallerOf, isStorableFileUrl } from '../uploads';
import { deleteProduct, merchantProduct, merchantProducts, putOnSale, saveLowStockThreshold, saveProduct } from './service';

export const listingsHandlers: DomainHandlers<typeof listingsContract> = {
  merchantGoodsList: ({ db, user, payload }) => merchantProducts(db, user, payload),

  merchantGoodsInfo: ({ db, user, payload }) => merchantProduct(db, user, payload.id),

  async merchantGoodsSave({ db, clock, user, payload, request }) {
    // the intro's images pass as the form's file fields do: this site's storage, the caller's own uploads
    const settings = request.server.objectStorage;
    const caller = await fileUrlCallerOf({ db, clock, settings, user, token: '', raw: payload.intro });
    const saved = await saveProduct(db, clock, user, payload, { imageAllowed: (src) => isStorableFileUrl(settings, caller, src) });
    return ok(saved.data, saved.msg);
  },

  async merchantGoodsOnSale({ db, user, payload }) {
    const done = await putOnSale(db, user, payload.id, payload.on);
    return ok(done.data, done.msg);
  },

  async merchantGoodsDelete({ db, user, payload }) {
    return ok(null, await deleteProduct(db, user, payload.id));
  },

  async merchantLowStock({ db, user, payload }) {
    return ok(await saveLowStockThreshold(db, user, payload.threshold), MSG_LOW_STOCK_SAVED);
  },
};
