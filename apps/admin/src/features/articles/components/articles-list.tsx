// /admin/articles?channel=&status=&keyword=&page= (文章管理): the portal's articles by channel and status
// (草稿 / 已发布 / 已下线; 已发布 with a publish time still to come shows 定时发布), found by title, all in the
// URL. Each row can be published, taken down (the portal's detail then says 内容已下线) or turned back into a
// draft; every change is in the audit log.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import {
  ADMIN_ARTICLE_CHANNELS,
  ADMIN_PAGE_SIZE,
  ARTICLE_STATUS_LABELS,
  CHANNEL_NAMES,
  MSG_ARTICLE_OFFLINE,
  MSG_ARTICLE_PUBLISHED,
  MSG_ARTICLE_TO_DRAFT,
  type AdminArticleItem,
  type ArticleStatus,
} from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { Link } from 'react-router';
import classes from '@/shared/lists/edit.module.css';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { useArticleList, useArticleStatus } from '../api/articles';

const column = tableColumns<AdminArticleItem>();
const COLOR: Record<ArticleStatus, string> = { 0: 'gray', 1: 'teal', 2: 'red' };
const DONE: Record<ArticleStatus, string> = { 0: MSG_ARTICLE_TO_DRAFT, 1: MSG_ARTICLE_PUBLISHED, 2: MSG_ARTICLE_OFFLINE };
/** The actions a row offers, by its status. */
const ACTIONS: Record<ArticleStatus, { to: ArticleStatus; label: string }[]> = {
  0: [{ to: 1, label: '发布' }],
  1: [{ to: 2, label: '下线' }],
  2: [
    { to: 1, label: '重新发布' },
    { to: 0, label: '转为草稿' },
  ],
};

/** The status in the URL: '' every status, otherwise 0 / 1 / 2. */
export const toStatus = (raw: string | null | undefined): -1 | ArticleStatus => (raw === '0' ? 0 : raw === '1' ? 1 : raw === '2' ? 2 : -1);

function StatusCell({ item }: { item: AdminArticleItem }) {
  return (
    <Badge color={item.scheduled ? 'blue' : COLOR[item.status]} variant="light">
      {item.scheduled ? '定时发布' : ARTICLE_STATUS_LABELS[item.status]}
    </Badge>
  );
}

function RowActions({ item }: { item: AdminArticleItem }) {
  const change = useArticleStatus();
  const run = async (to: ArticleStatus) => {
    if (to === 2 && !(await confirmDialog({ message: `下线后门户将显示“内容已下线”，确定下线《${item.title}》吗？` }))) return;
    change.mutate({ id: item.id, status: to }, { onSuccess: () => notice.success(DONE[to]), onError: (e) => noticeFailure(e) });
  };
  return (
    <span className={classes.actions}>
      {ACTIONS[item.status].map((a) => (
        <Button key={a.to} size="compact-xs" variant="default" disabled={change.isPending} aria-label={`${a.label} ${item.title}`} onClick={() => void run(a.to)}>
          {a.label}
        </Button>
      ))}
    </span>
  );
}

const columns = [
  column.accessor('title', {
    id: 'title',
    header: '标题',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => <Link to={routerPath(`/admin/articleEdit?id=${row.original.id}`)}>{row.original.title}</Link>,
  }),
  column.accessor('channel_name', { id: 'channel', header: '栏目', enableSorting: false, cell: ({ row }) => [row.original.channel_name, row.original.cate_name].filter(Boolean).join(' / ') }),
  column.accessor('author', { id: 'author', header: '作者', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('create_time', { id: 'create_time', header: '发布时间', sortFn: 'basic', sortDescFirst: true }),
  column.accessor('status', { id: 'status', header: '状态', enableSorting: false, cell: ({ row }) => <StatusCell item={row.original} /> }),
  column.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => <RowActions item={row.original} /> }),
];

export function ArticlesList() {
  const { page, values, setPage, setFilters } = useListParams(['channel', 'status', 'keyword']);
  const channel = (ADMIN_ARTICLE_CHANNELS as readonly string[]).includes(values.channel) ? values.channel : '';
  const status = toStatus(values.status);
  const keyword = values.keyword.trim();
  const list = useArticleList(channel, status, keyword, page);
  return (
    <section aria-labelledby="articles-title">
      <h1 id="articles-title" className={lists.title}>
        文章管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <label className={classes.select}>
            栏目
            <select value={channel} onChange={(e) => setFilters({ channel: e.currentTarget.value })}>
              <option value="">全部</option>
              {ADMIN_ARTICLE_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {CHANNEL_NAMES[c]}
                </option>
              ))}
            </select>
          </label>
          <label className={classes.select}>
            状态
            <select value={status === -1 ? '' : String(status)} onChange={(e) => setFilters({ status: e.currentTarget.value })}>
              <option value="">全部</option>
              {([0, 1, 2] as const).map((s) => (
                <option key={s} value={String(s)}>
                  {ARTICLE_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <SearchBar value={keyword} label="标题" placeholder="按标题搜索" onSearch={(k) => setFilters({ keyword: k })} />
          <Button component={Link} to={routerPath('/admin/articleEdit')} size="xs">
            新建文章
          </Button>
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText="暂无文章">
          {(d) => (
            <>
              <DataTable columns={columns} data={d.items} getRowId={(a) => String(a.id)} label="文章列表" columnsKey="adminArticleColumns" busy={list.isPlaceholderData} />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
