import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import { Select } from '@mantine/core';
import { PAGE_SIZES, type Category } from '@ws/api-sdk';
import { CategoryMenu, SearchBar, useListParams } from '@ws/ui';
import { ListPage, PagedCardGrid } from '@/shared/list-page';
import { MediaCard } from '@/shared/media-card';
import { useSchoolCategories } from '../api/use-school-categories';
import { useSchoolList } from '../api/use-school-list';
import { SCHOOL_TABS, tabOf } from '../lib/tabs';
import classes from './school-page.module.css';

const LIST_KEYS = ['tab', 'cate', 'keywords'] as const;

/** The dropdown's options: every category of the group, sub-categories after their parent. */
const optionsOf = (items: Category[]) =>
  items.flatMap((c) => [
    { value: String(c.cate_id), label: c.cate_name },
    ...(c.children ?? []).map((s) => ({ value: String(s.cate_id), label: `${c.cate_name} / ${s.cate_name}` })),
  ]);

/**
 * /school (百家大讲堂): menu 视频 / 直播 / 课件 / 企业管理体系 (tab in the URL), keyword search, a category
 * dropdown (分类) of the tab's group, 9 per page. Video, live and courseware cards open their detail in a
 * new tab; management cards go to /managementInfo?key=<id> in this tab.
 */
export function SchoolPage() {
  const { page, values, setPage, setFilters } = useListParams(LIST_KEYS);
  const tab = tabOf(values.tab);
  const categories = useSchoolCategories(tab.value);
  const query = useSchoolList(tab.list, { page, cate: values.cate, keywords: values.keywords });
  const options = optionsOf(categories.data?.items ?? []);
  return (
    <ListPage
      menu={
        <CategoryMenu
          title="百家大讲堂"
          items={SCHOOL_TABS.map((t) => ({ id: t.value, name: t.label }))}
          value={tab.value}
          allLabel={null}
          // another group of categories: the category filter does not carry over
          onChange={(next) => setFilters({ tab: next === 'video' ? null : next, cate: null })}
        />
      }
      heading={tab.label}
      total={query.data ? <>共 {query.data.total} 条</> : null}
    >
      <div className={classes.filters}>
        <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} placeholder={`搜索${tab.label}`} label={`搜索${tab.label}`} />
        <Select
          className={classes.select}
          aria-label="分类"
          placeholder="全部分类"
          data={options}
          value={values.cate && options.some((o) => o.value === values.cate) ? values.cate : null}
          onChange={(cate) => setFilters({ cate })}
          clearable
          allowDeselect
          comboboxProps={{ withinPortal: true }}
        />
      </div>
      <PagedCardGrid query={query} label={`${tab.label}列表`} page={page} pageSize={PAGE_SIZES.media} onPage={setPage}>
        {(m) => <MediaCard item={m} to={tab.detail(m.id)} newTab={tab.newTab} play={tab.play} badge={tab.badge} />}
      </PagedCardGrid>
    </ListPage>
  );
}
