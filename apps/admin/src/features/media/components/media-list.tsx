// /admin/media?kind=&status=&keyword=&page= (媒体管理): the lecture hall's videos, lives, courseware and
// management systems, by kind and status, found by name, all in the URL, newest first; a live shows where it
// stands (直播预告 / 直播中 / 直播回放 / 直播已结束). A row opens the editor, is taken off the portal (its links then
// say 内容已下线) or put back.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { Badge, Button } from '@mantine/core';
import {
  ADMIN_PAGE_SIZE,
  LIVE_STATE_LABELS,
  liveStateAt,
  MEDIA_KIND_LABELS,
  MEDIA_KINDS,
  MEDIA_STATUS_LABELS,
  MSG_MEDIA_OFFLINE,
  MSG_MEDIA_ONLINE,
  type AdminMediaItem,
  type MediaKind,
} from '@ws/api-sdk';
import { Pager, QueryState, SearchBar, useListParams } from '@ws/ui';
import { Link } from 'react-router';
import edit from '@/shared/lists/edit.module.css';
import lists from '@/shared/lists/list.module.css';
import { SwitchAction } from '@/shared/lists/switch-action';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { useMediaList, useMediaStatus } from '../api/media';

const column = tableColumns<AdminMediaItem>();

const isKind = (k: string): k is MediaKind => (MEDIA_KINDS as readonly string[]).includes(k);

function StatusToggle({ item }: { item: AdminMediaItem }) {
  const status = useMediaStatus();
  const off = item.status === 1;
  return (
    <SwitchAction
      action={off ? '下线' : '上线'}
      name={item.name}
      off={off}
      confirm={off ? `下线后门户将不再列出，链接显示“内容已下线”。确定下线《${item.name}》吗？` : undefined}
      mutation={status}
      variables={{ id: item.id, status: off ? 2 : 1 }}
      done={off ? MSG_MEDIA_OFFLINE : MSG_MEDIA_ONLINE}
    />
  );
}

const columns = [
  column.accessor('name', {
    id: 'name',
    header: '名称',
    enableHiding: false,
    enableSorting: false,
    cell: ({ row }) => <Link to={routerPath(`/admin/mediaEdit?id=${row.original.id}`)}>{row.original.name}</Link>,
  }),
  column.accessor('kind', { id: 'kind', header: '类型', enableSorting: false, cell: (c) => MEDIA_KIND_LABELS[c.getValue()] }),
  column.accessor('cate_name', { id: 'cate', header: '分类', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('author', { id: 'author', header: '主讲人', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('create_time', {
    id: 'time',
    header: '发布 / 开播时间',
    sortFn: 'basic',
    sortDescFirst: true,
    cell: ({ row }) => (row.original.kind === 'live' && row.original.end_time ? `${row.original.create_time} 至 ${row.original.end_time.slice(11)}` : row.original.create_time),
  }),
  column.display({
    id: 'file',
    header: '文件',
    cell: ({ row }) => {
      const m = row.original;
      if (m.kind === 'live') return LIVE_STATE_LABELS[liveStateAt(m, Date.now())];
      const parts = [m.file_url ? '视频' : '', m.files > 0 ? `资料 ${m.files} 个` : ''].filter(Boolean);
      return parts.length > 0 ? parts.join('，') : '—';
    },
  }),
  column.accessor('status', {
    id: 'status',
    header: '状态',
    enableSorting: false,
    cell: (c) => (
      <Badge color={c.getValue() === 1 ? 'teal' : 'gray'} variant="light">
        {MEDIA_STATUS_LABELS[c.getValue()]}
      </Badge>
    ),
  }),
  column.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <span className={edit.actions}>
        <Link to={routerPath(`/admin/mediaEdit?id=${row.original.id}`)} aria-label={`编辑 ${row.original.name}`}>
          编辑
        </Link>
        <StatusToggle item={row.original} />
      </span>
    ),
  }),
];

export function MediaList() {
  const { page, values, setPage, setFilters } = useListParams(['kind', 'status', 'keyword']);
  const kind = isKind(values.kind) ? values.kind : '';
  const status = values.status === '1' ? 1 : values.status === '2' ? 2 : -1;
  const keyword = values.keyword.trim();
  const list = useMediaList(kind, status, keyword, page);
  return (
    <section aria-labelledby="media-title">
      <h1 id="media-title" className={lists.title}>
        媒体管理
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <label className={edit.select}>
            类型
            <select value={kind} onChange={(e) => setFilters({ kind: e.currentTarget.value })}>
              <option value="">全部</option>
              {MEDIA_KINDS.map((k) => (
                <option key={k} value={k}>
                  {MEDIA_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
          <label className={edit.select}>
            状态
            <select value={status === -1 ? '' : String(status)} onChange={(e) => setFilters({ status: e.currentTarget.value })}>
              <option value="">全部</option>
              <option value="1">{MEDIA_STATUS_LABELS[1]}</option>
              <option value="2">{MEDIA_STATUS_LABELS[2]}</option>
            </select>
          </label>
          <SearchBar value={keyword} label="名称" placeholder="按名称搜索" onSearch={(k) => setFilters({ keyword: k })} />
          <Button component={Link} to={routerPath(kind ? `/admin/mediaEdit?kind=${kind}` : '/admin/mediaEdit')} size="xs">
            新建
          </Button>
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText="暂无内容">
          {(d) => (
            <>
              <DataTable columns={columns} data={d.items} getRowId={(m) => String(m.id)} label="媒体列表" columnsKey="adminMediaColumns" busy={list.isPlaceholderData} />
              <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
