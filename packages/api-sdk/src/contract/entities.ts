// Shapes more than one domain sends (spec 01 §3, spec 02 §3). Dates are 'YYYY-MM-DD HH:mm:ss' strings.
// Each domain's own entities live in its contract file (account.ts, articles.ts …).

export interface FileRef {
  FileName?: string;
  FileUrl: string;
}

/** A category of any group (channels, industries, law, video, train, company, product …). */
export interface Category {
  cate_id: number;
  cate_name: string;
  cate_value: string;
  p_cate_value: string;
  parent_id: number;
  channel: string;
  remark: string;
  is_recommend: 0 | 1;
  firstFile?: FileRef | null;
  children?: Category[];
}

/** A region of Guangdong (province, city, district). */
export interface Area {
  id: number;
  name: string;
  parent_id: number;
  wid: number;
  idx: number;
}
