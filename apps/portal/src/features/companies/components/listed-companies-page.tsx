// /listcompany (入驻企业, spec 01 §2 and spec 02 §2): approved companies, 20 per page, with name,
// sub-category name and creation time; each opens /companyDetail. The page lives in the URL.
import { PAGE_SIZES } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatDateTime, Pager, QueryState, useListParams } from '@ws/ui';
import { useCompanies } from '../api/use-companies';
import classes from './company-list.module.css';

export const LISTED_CRUMB = '入驻企业';
const NO_FILTERS: readonly never[] = [];

export function ListedCompaniesPage() {
  const { page, setPage } = useListParams(NO_FILTERS);
  const companies = useCompanies({ page });

  return (
    <section className={classes.screen} aria-labelledby="listed-companies-title">
      <div className={classes.toolbar}>
        <h1 id="listed-companies-title" className={classes.title}>
          入驻企业
        </h1>
        {companies.data ? <span className={classes.count}>共 {companies.data.total} 家</span> : null}
      </div>
      <QueryState query={companies} isEmpty={(d) => d.items.length === 0} skeletonRows={10}>
        {(d) => (
          <>
            <table className={classes.table} aria-labelledby="listed-companies-title" data-stale={companies.isPlaceholderData || undefined}>
              <thead>
                <tr>
                  <th scope="col">企业名称</th>
                  <th scope="col">企业类型</th>
                  <th scope="col">入驻时间</th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <AppLink to={paths.companyDetail({ key: c.id, currentName: LISTED_CRUMB })} className={classes.rowLink}>
                        {c.name}
                      </AppLink>
                    </td>
                    <td>{c.sub_cate_name}</td>
                    <td className={classes.time}>{formatDateTime(c.create_time)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager total={d.total} pageSize={PAGE_SIZES.listcompany} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
