import { PAGE_SIZES } from '@ws/api-sdk';
import { CategoryMenu, SearchBar, useListParams } from '@ws/ui';
import { ListPage, PagedCardGrid } from '@/shared/list-page';
import { useTrainCategories } from '../api/use-train-categories';
import { useTrainings } from '../api/use-trainings';
import { TrainingCard } from './training-card';

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
    <ListPage
      menu={<CategoryMenu title="培训分类" items={menuItems} value={values.cate} onChange={(cate) => setFilters({ cate })} />}
      heading={current ? current.name : '全部培训'}
      total={query.data ? <>共 {query.data.total} 个培训班</> : null}
    >
      <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} placeholder="请输入培训名称" label="搜索培训" />
      <PagedCardGrid query={query} label="培训列表" page={page} pageSize={PAGE_SIZES.media} onPage={setPage}>
        {(t) => <TrainingCard item={t} />}
      </PagedCardGrid>
    </ListPage>
  );
}
