// The catalogue's contract handlers: productinfo and listproduct (the rules in service.ts).
import type { catalogue } from '@ws/api-sdk/contract';
import type { DomainHandlers } from '../../http/handler';
import { productDetail, productList } from './service';


export const catalogueHandlers: DomainHandlers<typeof catalogue> = {
  productinfo: ({ db, clock, token, payload }) => productDetail(db, clock, token, payload.id),
  listproduct: ({ db, clock, token, payload }) => productList(db, clock, token, payload),
};
