// Contract entries of the portal content screens (issue 4: articles, laws, channel policy, experts,
// companies, video and lecture hall, training, search, favourites, help and content centre).
// Spread into `endpoints` in endpoints.ts.
import { ep } from './endpoint-def';
import type { Items, Page, PageQuery } from './envelope';
import type { ListMediaReq } from './endpoints';
import type { Article, ArticleSummary, Category, CompanySummary, Expert, Media, Training } from './entities';
import type { Company, CompanyProduct, FavouriteState, ProductCard } from './content-entities';

export interface ChannelPolicyListReq extends PageQuery {
  channel?: string;
  recommendIds?: number[];
  keywords?: string;
}
export interface ListExpertMenuReq extends PageQuery {
  recommendIds?: number[];
  keywords?: string;
}
export interface ListCompanyReq extends PageQuery {
  /** company category ids (top-level or sub-category); a company matches when it has any of them */
  cates?: number[];
  /** recommend ids (39, 1902, 36, 37, 38): the 找服务 tab of /channelPolicy */
  recommendIds?: number[];
  /** part of the company name (1 character and up; LIKE wildcards are taken literally) */
  keywords?: string;
}
/** join/listcompany3: the company autocomplete (pageSize 30). */
export interface ListCompany3Req extends PageQuery {
  keywords?: string;
}
/** menu/companyproduct: the products and services of one approved company; `id` is accepted as an alias. */
export interface CompanyProductReq {
  company_id?: number;
  id?: number;
}
export interface ListProductReq extends PageQuery {
  cate?: number;
  sub_cate?: number;
  s_sub_cate?: number;
  keywords?: string;
  product_types?: ('product' | 'jifen' | 'service')[];
  sort_type?: 'uni' | 'price' | 'sales';
  sort_value?: 0 | 1;
  recommendIds?: number[];
}
export interface FavReq {
  b_type: 'article';
  xid: number;
}

export const contentEndpoints = {
  articleinfo: ep<{ id: number }, Article>()({ method: 'GET', path: '/open/uni/articleinfo', auth: false }),
  ChannelPolicyList: ep<ChannelPolicyListReq, Page<ArticleSummary>>()({ method: 'GET', path: '/open/uni/ChannelPolicyList', auth: false }),
  listexpertMenu: ep<ListExpertMenuReq, Page<Expert>>()({ method: 'GET', path: '/open/uni/listexpertMenu', auth: false }),
  expertinfo: ep<{ id: number }, Expert>()({ method: 'GET', path: '/open/uni/expertinfo', auth: false }),
  listcompany: ep<ListCompanyReq, Page<CompanySummary>>()({ method: 'GET', path: '/open/uni/listcompany', auth: false }),
  listcompany3: ep<ListCompany3Req, Page<{ id: number; name: string }>>()({ method: 'GET', path: '/open/uni/listcompany3', auth: false }),
  companyinfo: ep<{ id: number }, Company>()({ method: 'GET', path: '/open/uni/companyinfo', auth: false }),
  companyproduct: ep<CompanyProductReq, Items<CompanyProduct>>()({ method: 'GET', path: '/open/uni/companyproduct', auth: false }),
  listcate: ep<{ parent_cate_value: string }, Items<Category>>()({ method: 'GET', path: '/open/uni/listcate', auth: false }),
  listManagementSystem: ep<ListMediaReq, Page<Media>>()({ method: 'GET', path: '/open/uni/listManagementSystem', auth: false }),
  videoinfo: ep<{ id: number }, Media>()({ method: 'GET', path: '/open/uni/videoinfo', auth: false }),
  managementSystemInfo: ep<{ id: number }, Media>()({ method: 'GET', path: '/open/uni/managementSystemInfo', auth: false }),
  /** courseware detail: needs login (spec 01 §2) */
  courseinfo: ep<{ id: number }, Media>()({ method: 'GET', path: '/video/courseinfo', auth: true }),
  /** live detail (video/detail): needs login */
  liveinfo: ep<{ id: number }, Media>()({ method: 'GET', path: '/video/detail', auth: true }),
  trainInfo: ep<{ id: number }, Training>()({ method: 'GET', path: '/open/uni/trainInfo', auth: false }),
  listproduct: ep<ListProductReq, Page<ProductCard>>()({ method: 'GET', path: '/open/uni/listproduct', auth: false }),
  InfoFavActive: ep<FavReq, FavouriteState>()({ method: 'GET', path: '/fav/InfoFavActive', auth: true }),
  addByUserFav: ep<FavReq, FavouriteState>()({ method: 'POST', path: '/fav/addByUserFav', auth: true }),
  deleteByUserFav: ep<FavReq & { id: number }, FavouriteState>()({ method: 'POST', path: '/fav/deleteByUserFav', auth: true }),
} as const;
