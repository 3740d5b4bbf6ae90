import { PAGE_SIZES } from '@ws/api-sdk';
import { CategoryMenu, PageContainer, Pager, QueryState, SearchBar, SideMenuLayout, useListParams } from '@ws/ui';
import { CardGrid, CardGridItem } from '@/shared/media-card';
import { useTrainCategories } from '../api/use-train-categories';
import { useTrainings } from '../api/use-trainings';
import { TrainingCard } from './training-card';
import classes from './training.module.css';

const LIST_KEYS = ['cate', 'keywords'] as const;

/**
 * /train: left menu 全部 + the training categories (train/menuList), keyword search, 9 per page (page and
 * filters in the URL). Cards go to /trainInfo?key=<id>; 立即报名 to /application?key=<id>.
 */
export function TrainPage() {
  const { page, values, setPage, setFilters } = useListParams(LIST_KEYS);
  const categories = useTrainCategories();
  const query = useTrainings({ page, cate: values.cate, keywords: values.keywords });
  const menuItems = (categories.data?.items ?? []).map((c) => ({ id: c.cate_id, name: c.cate_name }));
  const current = menuItems.find((m) => String(m.id) === values.cate);
  return (
    <PageContainer className={classes.page}>
      <SideMenuLayout menu={<CategoryMenu title="培训分类" items={menuItems} value={values.cate} onChange={(cate) => setFilters({ cate })} />}>
        <div className={classes.head}>
          <h1 className={classes.heading}>{current ? current.name : '全部培训'}</h1>
          {query.data ? <span className={classes.total}>共 {query.data.total} 个培训班</span> : null}
        </div>
        <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} placeholder="请输入培训名称" label="搜索培训" />
        <QueryState query={query} isEmpty={(d) => d.items.length === 0} skeletonRows={6}>
          {(d) => (
            <>
              <CardGrid label="培训列表" stale={query.isPlaceholderData}>
                {d.items.map((t) => (
                  <CardGridItem key={t.id}>
                    <TrainingCard item={t} />
                  </CardGridItem>
                ))}
              </CardGrid>
              <Pager total={d.total} pageSize={PAGE_SIZES.media} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </SideMenuLayout>
    </PageContainer>
  );
}
