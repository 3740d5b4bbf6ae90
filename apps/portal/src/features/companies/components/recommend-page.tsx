// /recommend (推荐服务商, spec 01 §2): the company category menu (全部 + categories with their
// sub-categories), a search by company name, a 供应商入驻 button (→ /join) and company cards to
// /companyDetail, 20 per page. Category, keywords and page live in the URL.
import { PAGE_SIZES, type CompanySummary } from '@ws/api-sdk';
import { paths, toPositiveId } from '@ws/routes';
import { AppLink, CategoryMenu, Pager, QueryState, SearchBar, SideMenuLayout, SkeletonLines, useListParams } from '@ws/ui';
import { useCompanies } from '../api/use-companies';
import { useCompanyCategories } from '../api/use-company-categories';
import classes from './company-list.module.css';

export const RECOMMEND_CRUMB = '推荐';

function CompanyCard({ company }: { company: CompanySummary }) {
  const src = company.firstFile?.FileUrl;
  return (
    <AppLink to={paths.companyDetail({ key: company.id, currentName: RECOMMEND_CRUMB })} className={classes.card}>
      <span className={classes.cardCover}>
        {src ? (
          <img className={classes.cardImage} src={src} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={classes.cardInitial} aria-hidden="true">
            {company.name.slice(0, 2)}
          </span>
        )}
      </span>
      <span className={classes.cardBody}>
        <span className={classes.cardName}>{company.name}</span>
        {company.sub_cate_name ? <span className={classes.cardTag}>{company.sub_cate_name}</span> : null}
        {company.description ? <span className={classes.cardText}>{company.description}</span> : null}
      </span>
    </AppLink>
  );
}

function CompanyMenu({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const categories = useCompanyCategories();
  return (
    <QueryState query={categories} placeholder={<SkeletonLines rows={6} className={classes.menuLoading} />}>
      {(items) => <CategoryMenu title="企业分类" items={items} value={value} onChange={onChange} />}
    </QueryState>
  );
}

export function RecommendPage() {
  const { page, values, setPage, setFilters } = useListParams(['cate', 'keywords'] as const);
  const cate = toPositiveId(values.cate) ?? undefined;
  const companies = useCompanies({ page, cate, keywords: values.keywords.trim() });

  return (
    <div className={classes.screen}>
      <SideMenuLayout menu={<CompanyMenu value={cate === undefined ? '' : String(cate)} onChange={(id) => setFilters({ cate: id })} />}>
        <div className={classes.toolbar}>
          <h1 className={classes.title}>推荐服务商</h1>
          <AppLink to="/join" className={classes.join}>
            供应商入驻
          </AppLink>
        </div>
        <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} label="企业名称" placeholder="请输入企业名称" />
        <QueryState query={companies} isEmpty={(d) => d.items.length === 0} skeletonRows={6}>
          {(d) => (
            <>
              <ul className={classes.cards} aria-label="企业列表" data-stale={companies.isPlaceholderData || undefined}>
                {d.items.map((c) => (
                  <li key={c.id}>
                    <CompanyCard company={c} />
                  </li>
                ))}
              </ul>
              <Pager total={d.total} pageSize={PAGE_SIZES.listcompany} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </SideMenuLayout>
    </div>
  );
}
