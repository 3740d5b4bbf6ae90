// /admin/trainingSignups?id=&ispay=&page= (培训报名): one training's sign-ups, all or by payment (已支付 /
// 未支付 / 已取消), newest first: the member (mobile masked), the name, phone (masked) and company the sign-up
// gave, the amount, its state and time. 导出 Excel writes every sign-up of the filter as .xlsx with the
// repo's spreadsheet writer (loaded on the first export).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { ADMIN_PAGE_SIZE, TRAINING_SIGNUP_STATUS_LABELS, type AdminTrainingSignup, type TrainingSignupStatus } from '@ws/api-sdk';
import { notice, noticeFailure, Pager, QueryState, useIdParam, useListParams } from '@ws/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from '@/shared/lists/edit.module.css';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { DataTable, tableColumns } from '@/shared/table';
import { fetchAllSignups, useTrainingSignups } from '../api/trainings';
import { MSG_SIGNUPS_NONE, SIGNUPS_SHEET, signupRows, signupsFileName } from '../lib/export-signups';

const column = tableColumns<AdminTrainingSignup>();
const COLOR: Record<TrainingSignupStatus, string> = { paid: 'teal', unpaid: 'orange', cancelled: 'gray' };
const FILTERS = [
  { value: '1', label: '已支付' },
  { value: '0', label: '未支付' },
  { value: '2', label: '已取消' },
] as const;

/** The payment filter in the URL: '' every sign-up, otherwise 0 / 1 / 2. */
const toIspay = (raw: string | null | undefined): -1 | 0 | 1 | 2 => (raw === '0' ? 0 : raw === '1' ? 1 : raw === '2' ? 2 : -1);

const columns = [
  column.accessor('member', { id: 'member', header: '会员', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('real_name', { id: 'real_name', header: '姓名', enableHiding: false, enableSorting: false }),
  column.accessor('phone', { id: 'phone', header: '联系电话', enableSorting: false }),
  column.accessor('company', { id: 'company', header: '单位名称', enableSorting: false, cell: (c) => c.getValue() || '—' }),
  column.accessor('amount', { id: 'amount', header: '金额（元）', enableSorting: false }),
  column.accessor('status', {
    id: 'status',
    header: '支付状态',
    enableSorting: false,
    cell: (c) => (
      <Badge color={COLOR[c.getValue()]} variant="light">
        {TRAINING_SIGNUP_STATUS_LABELS[c.getValue()]}
      </Badge>
    ),
  }),
  column.accessor('create_time', { id: 'create_time', header: '报名时间', sortFn: 'basic', sortDescFirst: true }),
  column.accessor('paid_time', { id: 'paid_time', header: '支付时间', enableSorting: false, cell: (c) => c.getValue() || '—' }),
];

function Signups({ id }: { id: number }) {
  const { page, values, setPage, setFilters } = useListParams(['ispay']);
  const ispay = toIspay(values.ispay);
  const list = useTrainingSignups(id, ispay, page);
  const [progress, setProgress] = useState<string | null>(null);

  const exportXlsx = async (name: string) => {
    if (progress !== null) return;
    setProgress('正在导出…');
    try {
      const rows = await fetchAllSignups(id, ispay, (read, total) => setProgress(`已导出 ${read} / ${total}`));
      if (rows.length === 0) {
        notice.info(MSG_SIGNUPS_NONE);
        return;
      }
      const { saveXlsx } = await import('@ws/sheets/xlsx-write');
      saveXlsx(signupRows(rows), SIGNUPS_SHEET, signupsFileName(name));
    } catch (e) {
      noticeFailure(e);
    } finally {
      setProgress(null);
    }
  };

  return (
    <QueryState query={list}>
      {(d) => (
        <>
          <p className={`${classes.meta} ${classes.actions}`}>
            <Link to={routerPath(`/admin/trainingEdit?id=${d.training.id}`)}>{d.training.name}</Link>
            <span>价格：{Number(d.training.price) === 0 ? '免费' : `¥${d.training.price}`}</span>
            <span>共 {d.total} 条</span>
          </p>
          <div className={lists.filters}>
            <label className={classes.select}>
              支付状态
              <select value={ispay === -1 ? '' : String(ispay)} onChange={(e) => setFilters({ ispay: e.currentTarget.value })}>
                <option value="">全部</option>
                {FILTERS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            </label>
            <Button size="xs" loading={progress !== null} onClick={() => void exportXlsx(d.training.name)}>
              导出 Excel
            </Button>
            <span className={classes.meta} role="status" aria-live="polite">
              {progress ?? ''}
            </span>
          </div>
          {d.items.length === 0 ? (
            <p className={classes.meta}>暂无报名</p>
          ) : (
            <DataTable columns={columns} data={d.items} getRowId={(s) => String(s.id)} label="报名列表" columnsKey="adminTrainingSignupColumns" busy={list.isPlaceholderData} />
          )}
          <Pager total={d.total} pageSize={ADMIN_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}

export function TrainingSignups() {
  const id = useIdParam('id');
  return (
    <section aria-labelledby="training-signups-title">
      <h1 id="training-signups-title" className={lists.title}>
        培训报名
      </h1>
      <div className={lists.panel}>
        {id === null ? <p className={classes.meta}>培训不存在</p> : <Signups id={id} />}
        <Link to={routerPath('/admin/trainings')}>返回列表</Link>
      </div>
    </section>
  );
}
