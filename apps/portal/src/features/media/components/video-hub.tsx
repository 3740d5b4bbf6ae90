import { PAGE_SIZES } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { CategoryMenu, SearchBar, useListParams } from '@ws/ui';
import { ListPage, PagedCardGrid } from '@/shared/list-page';
import { MediaCard } from '@/shared/media-card';
import { useVideoCategories } from '../api/use-video-categories';
import { useVideos } from '../api/use-videos';

const LIST_KEYS = ['cate', 'keywords'] as const;

/**
 * /video: the video hub. Left menu 全部 + the video categories (video/listcate), keyword search, 9 per page;
 * page, category and keywords live in the URL. Cards go to /videoDetail?key=<id>.
 */
export function VideoHub() {
  const { page, values, setPage, setFilters } = useListParams(LIST_KEYS);
  const categories = useVideoCategories();
  const query = useVideos({ page, cate: values.cate, keywords: values.keywords });
  const menuItems = (categories.data?.items ?? []).map((c) => ({ id: c.cate_id, name: c.cate_name, children: c.children?.map((s) => ({ id: s.cate_id, name: s.cate_name })) }));
  const current = menuItems.flatMap((m) => [m, ...(m.children ?? [])]).find((m) => String(m.id) === values.cate);
  return (
    <ListPage
      menu={<CategoryMenu title="视频分类" items={menuItems} value={values.cate} onChange={(cate) => setFilters({ cate })} />}
      heading={current ? current.name : '全部视频'}
      total={query.data ? <>共 {query.data.total} 个视频</> : null}
    >
      <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} placeholder="请输入视频名称" label="搜索视频" />
      <PagedCardGrid query={query} label="视频列表" page={page} pageSize={PAGE_SIZES.media} onPage={setPage}>
        {(v) => <MediaCard item={v} to={paths.videoDetail(v.id)} play clicks />}
      </PagedCardGrid>
    </ListPage>
  );
}
