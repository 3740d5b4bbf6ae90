// 快递公司: the companies merchants choose from when they ship (名称, 编码, 排序), 新增 and 编辑 in a dialog
// loaded when first wanted, 删除 asked first (merchants are no longer offered it; shipments already made keep
// its name). The server keeps at least one: its refusal is told as it is.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { EXPRESS_SORT_MAX, MSG_EXPRESS_REMOVED, type DictEntry } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { lazy, Suspense, useState } from 'react';
import { DataTable, tableColumns } from '@/shared/table';
import { useExpressChange, useExpressList } from '../api/settings';
import { SectionCard } from './section-card';
import classes from './settings.module.css';

const ExpressFormDialog = lazy(() => import('./express-form-dialog'));

export const confirmRemoveExpress = (e: DictEntry) => `确定删除快递公司“${e.dict_label}”吗？删除后商家发货时不能再选择它，已发货订单的快递信息不受影响。`;

const column = tableColumns<DictEntry>();

/** The order a new company is offered: after the last one. */
const nextSort = (items: DictEntry[]) => Math.min(EXPRESS_SORT_MAX, items.reduce((max, e) => Math.max(max, e.dict_sort), -1) + 1);

export function ExpressList() {
  const list = useExpressList();
  const { remove } = useExpressChange();
  const [form, setForm] = useState<{ editing: DictEntry | null } | null>(null);
  const [formLoaded, setFormLoaded] = useState(false);

  const openForm = (editing: DictEntry | null) => {
    setFormLoaded(true);
    setForm({ editing });
  };
  const askRemove = async (e: DictEntry) => {
    if (!(await confirmDialog({ message: confirmRemoveExpress(e) }))) return;
    remove.mutate(e.dict_code, { onSuccess: () => notice.success(MSG_EXPRESS_REMOVED), onError: noticeFailure });
  };

  const columns = [
    column.accessor('dict_label', { id: 'dict_label', header: '名称', enableHiding: false, enableSorting: false }),
    column.accessor('dict_value', { id: 'dict_value', header: '编码', enableSorting: false }),
    column.accessor('dict_sort', { id: 'dict_sort', header: '排序', sortFn: 'basic' }),
    column.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <span className={classes.ops}>
          <Button size="compact-xs" variant="subtle" onClick={() => openForm(row.original)} aria-label={`编辑 ${row.original.dict_label}`}>
            编辑
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" disabled={remove.isPending} onClick={() => void askRemove(row.original)} aria-label={`删除 ${row.original.dict_label}`}>
            删除
          </Button>
        </span>
      ),
    }),
  ];

  return (
    <SectionCard
      id="settings-express"
      title="快递公司"
      note="商家发货时可选择的快递公司。"
      action={
        <Button size="xs" onClick={() => openForm(null)}>
          新增快递公司
        </Button>
      }
    >
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText="暂无快递公司">
        {(d) => <DataTable columns={columns} data={d.items} getRowId={(e) => String(e.dict_code)} label="快递公司" columnsKey="adminExpressColumns" />}
      </QueryState>
      <Suspense fallback={null}>
        {formLoaded && (
          <ExpressFormDialog
            key={form ? (form.editing?.dict_code ?? 'new') : 'closed'}
            opened={form !== null}
            editing={form?.editing ?? null}
            nextSort={nextSort(list.data?.items ?? [])}
            onClose={() => setForm(null)}
          />
        )}
      </Suspense>
    </SectionCard>
  );
}
