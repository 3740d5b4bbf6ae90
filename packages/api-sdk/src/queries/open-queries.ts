// Query-option factories for the open reads of the header, footer, home page and account screens,
// with the spec's page sizes (spec 01 §9).
import { PAGE_SIZES, PROVINCE_CODE } from '../contract/ids';
import type { ListExpertReq, ListMediaReq, ListTrainReq } from '../contract';
import { apiQuery } from './api-query';

const STATIC = 10 * 60_000;

export const adsQuery = (cate_value: 'quicknav' | 'homebanner' | 'homepcvertical' | 'homepcmidbanner') => ({
  ...apiQuery('listads', { cate_value }),
  staleTime: STATIC,
});
export const helpMenuQuery = () => ({ ...apiQuery('listHelpByCate', {}), staleTime: STATIC });
export const helpInfoQuery = (id: number) => ({ ...apiQuery('helpInfo', { id }), staleTime: STATIC });
export const statQuery = () => apiQuery('statInfo', {});
export const articlesQuery = (p: { channel?: string; cate_id?: number; keywords?: string; pageNum?: number; pageSize?: number }) =>
  apiQuery('listarticle', { pageNum: 1, pageSize: PAGE_SIZES.article, ...p });
export const productCategoriesQuery = () => ({ ...apiQuery('listCateNew', { parent_cate_value: 'product' }), staleTime: STATIC });
export const categoryGroupsQuery = (cate_values: string[]) => ({
  ...apiQuery('menuList', { pageNum: 1, pageSize: PAGE_SIZES.menu, cate_values }),
  staleTime: STATIC,
});
export const expertsQuery = (p: Partial<ListExpertReq>) => apiQuery('listexpert', { pageNum: 1, pageSize: PAGE_SIZES.expert, ...p });
export const mediaQuery = (kind: 'listvideo' | 'listlive' | 'listcourse', p: Partial<ListMediaReq>) =>
  apiQuery(kind, { pageNum: 1, pageSize: PAGE_SIZES.media, ...p });
export const trainMenuQuery = () => ({
  ...apiQuery('trainMenuList', { pageNum: 1, pageSize: PAGE_SIZES.menu, parent_cate_value: 'train' }),
  staleTime: STATIC,
});
export const trainingsQuery = (p: Partial<ListTrainReq>) => apiQuery('listTrain', { pageNum: 1, pageSize: PAGE_SIZES.media, parent_cate_value: 'train', ...p });
/** Areas under a parent code (province 440000 -> cities -> districts). */
export const areasQuery = (parent: number = PROVINCE_CODE) => ({
  ...apiQuery('listarea', { parent_name: String(parent), pageSize: PAGE_SIZES.area }),
  staleTime: STATIC,
});
export const profileQuery = () => apiQuery('profile', {});
