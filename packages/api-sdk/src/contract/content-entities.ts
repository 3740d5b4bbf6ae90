// Entities of the portal content screens (issue 4; spec 01 §3).
import type { FileRef } from './entities';

export interface Company {
  id: number;
  name: string;
  intro: string;
  description: string;
  license_file: FileRef | null;
  cert_file: FileRef[];
  firstFile: FileRef | null;
  file_items: FileRef[];
  audit_status: number;
  contact: string;
  phone: string;
  code: string;
  user_id: number;
  sub_cate_name: string;
  create_time: string;
}

export interface CompanyProduct {
  id: number;
  company_id: number;
  name: string;
  price: string;
  unit: string;
  firstFile: FileRef | null;
}

/** Mall product card (spec 02 §3 Product card), used by the search page's 商品搜索 and 询服务 tabs. */
export interface ProductCard {
  id: number;
  name: string;
  company_name: string;
  att_item_price_size: number;
  price: string;
  unit: string;
  product_type: 'product' | 'jifen' | 'service';
  firstFile: FileRef | null;
}

export interface FavouriteState {
  /** 1 favourited, -1 not (spec 01 §4) */
  status: 1 | -1;
  /** the favourite row id when favourited */
  id: number | null;
}
