// /admin/help (帮助管理): the help categories in their order, each with its items (the portal's help menu and
// pages; the agreement, id 48, among them) and the id editors need for links. An item's order changes by
// dragging its row or by its 上移 / 下移 buttons, and 保存排序 sends the category's whole order in one request
// (撤销 puts it back). 编辑 opens the item's editor; 删除 asks first and is not offered for an id the site
// links to (33, 35–42, 48). A category is added, renamed, or deleted when empty. Every change is in the audit
// log and on the portal at once.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { MSG_HELP_DELETED, MSG_HELP_SORTED, type AdminHelpCate, type AdminHelpItem } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { lazy, Suspense, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import lists from '@/shared/lists/list.module.css';
import { routerPath } from '@/shared/navigation';
import { useHelpCateDelete, useHelpDelete, useHelpCates, useHelpSort } from '../api/help';
import { moveItem } from '../lib/help-form';
import classes from './help.module.css';

const CateNameDialog = lazy(() => import('./cate-name-dialog'));

/** A category's stored order (ids and places). */
const orderKey = (items: readonly AdminHelpItem[]) => items.map((a) => `${a.id}.${a.sort}`).join(',');

function CateItems({ cate }: { cate: AdminHelpCate }) {
  const sort = useHelpSort();
  const remove = useHelpDelete();
  const stored = orderKey(cate.items);
  const [arranged, setArranged] = useState<{ from: string; items: AdminHelpItem[] } | null>(null);
  const order = arranged?.from === stored ? arranged.items : null;
  const setOrder = (items: AdminHelpItem[] | null) => setArranged(items ? { from: stored, items } : null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const shown = order ?? cate.items;
  const changed = order !== null && order.some((a, i) => a.id !== cate.items[i]?.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length) return;
    setOrder(moveItem(shown, from, to));
    setSaid(`${shown[from]!.name} 移到第 ${to + 1} 位`);
  };
  const save = () =>
    sort.mutate(
      { cate_id: cate.cate_id, ids: shown.map((a) => a.id) },
      {
        onSuccess: () => {
          setOrder(null);
          notice.success(MSG_HELP_SORTED);
        },
        onError: (e) => noticeFailure(e),
      },
    );
  const del = async (a: AdminHelpItem) => {
    if (!(await confirmDialog({ message: `删除后门户将不再显示，确定删除“${a.name}”吗？` }))) return;
    remove.mutate({ id: a.id }, { onSuccess: () => notice.success(MSG_HELP_DELETED), onError: (e) => noticeFailure(e) });
  };
  const dragOver = (e: DragEvent, to: number) => {
    if (dragged === null) return;
    e.preventDefault();
    if (to !== dragged) {
      move(dragged, to);
      setDragged(to);
    }
  };

  if (cate.items.length === 0) return <p className={classes.empty}>该分类暂无帮助内容</p>;
  return (
    <>
      <ol className={classes.list} aria-label={`${cate.cate_name}的帮助内容`}>
        {shown.map((a, i) => (
          <li
            key={a.id}
            className={classes.row}
            data-dragging={dragged === i || undefined}
            draggable={!sort.isPending}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(a.id));
              setDragged(i);
            }}
            onDragOver={(e) => dragOver(e, i)}
            onDrop={(e) => {
              e.preventDefault();
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
            aria-label={a.name}
          >
            <span className={classes.handle} aria-hidden="true">
              ⠿
            </span>
            <span className={classes.main}>
              <strong>{a.name}</strong> <span className={classes.id}>ID {a.id}</span>
            </span>
            {a.linked === 1 && (
              <Badge color="blue" variant="light" title="站内链接引用此 ID，可编辑不可删除">
                站内链接
              </Badge>
            )}
            <span className={classes.actions}>
              <Button size="compact-xs" variant="default" disabled={i === 0} aria-label={`上移 ${a.name}`} onClick={() => move(i, i - 1)}>
                上移
              </Button>
              <Button size="compact-xs" variant="default" disabled={i === shown.length - 1} aria-label={`下移 ${a.name}`} onClick={() => move(i, i + 1)}>
                下移
              </Button>
              <Button component={Link} size="compact-xs" variant="default" to={routerPath(`/admin/helpEdit?id=${a.id}`)} aria-label={`编辑 ${a.name}`}>
                编辑
              </Button>
              {a.linked === 0 && (
                <Button size="compact-xs" variant="default" color="red" disabled={changed || remove.isPending} aria-label={`删除 ${a.name}`} onClick={() => void del(a)}>
                  删除
                </Button>
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className={classes.live} role="status" aria-live="polite">
        {said}
      </p>
      {shown.length > 1 && (
        <div className={classes.sortBar}>
          <span className={classes.hint}>拖动行或使用“上移 / 下移”调整顺序，保存后门户立即生效。</span>
          <Button size="xs" disabled={!changed} loading={sort.isPending} onClick={save} aria-label={`保存排序 ${cate.cate_name}`}>
            保存排序
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!changed || sort.isPending}
            onClick={() => {
              setOrder(null);
              setSaid('已撤销排序调整');
            }}
          >
            撤销
          </Button>
        </div>
      )}
    </>
  );
}

export function HelpManager() {
  const cates = useHelpCates();
  const removeCate = useHelpCateDelete();
  /** the category dialog: null closed, 'new', or the category being renamed */
  const [editing, setEditing] = useState<AdminHelpCate | 'new' | null>(null);
  const delCate = async (c: AdminHelpCate) => {
    if (!(await confirmDialog({ message: `确定删除帮助分类“${c.cate_name}”吗？` }))) return;
    removeCate.mutate({ cate_id: c.cate_id }, { onSuccess: () => notice.success(MSG_HELP_DELETED), onError: (e) => noticeFailure(e) });
  };
  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title" className={lists.title}>
        帮助管理
      </h1>
      <div className={lists.panel}>
        <div className={classes.toolbar}>
          <Button component={Link} size="xs" to={routerPath('/admin/helpEdit')}>
            新增帮助内容
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing('new')}>
            新增分类
          </Button>
          <span className={classes.hint}>分类的顺序在“分类管理 → 帮助分类”中调整。</span>
        </div>
        <QueryState query={cates} isEmpty={(d) => d.items.length === 0} emptyText="暂无帮助分类">
          {(d) => (
            <div className={classes.cates}>
              {d.items.map((c) => (
                <section key={c.cate_id} className={classes.cate} aria-label={c.cate_name}>
                  <div className={classes.cateHead}>
                    <h2>
                      {c.cate_name} <span className={classes.id}>分类 ID {c.cate_id}</span>
                    </h2>
                    <span className={classes.actions}>
                      <Button component={Link} size="compact-xs" variant="default" to={routerPath(`/admin/helpEdit?cate=${c.cate_id}`)} aria-label={`在${c.cate_name}中新增`}>
                        新增
                      </Button>
                      <Button size="compact-xs" variant="default" aria-label={`重命名 ${c.cate_name}`} onClick={() => setEditing(c)}>
                        重命名
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        color="red"
                        disabled={c.items.length > 0 || removeCate.isPending}
                        title={c.items.length > 0 ? '该分类下还有内容，不能删除' : undefined}
                        aria-label={`删除分类 ${c.cate_name}`}
                        onClick={() => void delCate(c)}
                      >
                        删除分类
                      </Button>
                    </span>
                  </div>
                  <CateItems key={c.cate_id} cate={c} />
                </section>
              ))}
            </div>
          )}
        </QueryState>
      </div>
      <Suspense fallback={null}>{editing !== null && <CateNameDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}</Suspense>
    </section>
  );
}
