import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, apiKey, apiQuery, call, categoryGroupsQuery, type AdminCompanyDetail, type AdminCompanySaveReq, type Category, type Items } from '@ws/api-sdk';

export interface CompanyListQuery {
  keyword: string;
  listed: -1 | 0 | 1;
  pageNum: number;
}

/** GET /api/admin/companies/list: one page (20) by name or credit code and 上架 state. */
export const useCompanyList = (q: CompanyListQuery) =>
  useQuery({
    ...apiQuery('adminCompanyList', { keyword: q.keyword || undefined, listed: q.listed, pageNum: q.pageNum, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/admin/companies/info: one company whole (read afresh on each visit). */
export const useCompanyInfo = (id: number | null) => useQuery({ ...apiQuery('adminCompanyInfo', { id: id ?? 0 }), enabled: id !== null, staleTime: 0 });

export interface CompanyGroupOptions {
  /** top-level company categories */
  company: { value: string; label: string }[];
  /** sub-categories, named with their parent */
  sub: { value: string; label: string }[];
  recommend: { value: string; label: string }[];
}

/** The company group (top and sub-categories) and the recommend group of menuList. */
export const toCompanyOptions = (d: Items<Category>): CompanyGroupOptions => {
  const out: CompanyGroupOptions = { company: [], sub: [], recommend: [] };
  const names = new Map(d.items.map((c) => [c.cate_id, c.cate_name]));
  for (const c of d.items) {
    if (c.p_cate_value === 'recommend') out.recommend.push({ value: String(c.cate_id), label: c.cate_name });
    if (c.p_cate_value !== 'company') continue;
    if (c.parent_id) out.sub.push({ value: String(c.cate_id), label: `${names.get(c.parent_id) ?? ''} / ${c.cate_name}` });
    else out.company.push({ value: String(c.cate_id), label: c.cate_name });
    for (const child of c.children ?? []) out.sub.push({ value: String(child.cate_id), label: `${c.cate_name} / ${child.cate_name}` });
  }
  return out;
};

export const useCompanyGroups = () => useQuery({ ...categoryGroupsQuery(['company', 'recommend']), select: toCompanyOptions });

const useCompanyChange = <Req,>(fn: (req: Req) => Promise<AdminCompanyDetail>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      client.setQueryData(apiKey('adminCompanyInfo', { id: detail.id }), detail);
      return client.invalidateQueries({ queryKey: apiKey('adminCompanyList') });
    },
  });
};

export const useCompanySave = () => useCompanyChange((req: AdminCompanySaveReq) => call('adminCompanySave', req));
export const useCompanyListed = () => useCompanyChange((req: { id: number; listed: 0 | 1 }) => call('adminCompanyListed', req));
