// /admin/categories?group= (分类管理): one category group at a time (the experts' industry / field / special /
// supply, recommend, law, the content centre, company, product, the media's groups, train, help) as its tree,
// each item with the id editors need for links. 新增分类 adds a top-level item, 添加子分类 a child (as deep as
// the group goes on the portal), 编辑 renames it and sets its image, remark and recommend flag. 上移 / 下移 or
// dragging a row among its siblings saves the siblings' new order at once. 删除 asks first; it is not offered
// for an id the site links to, and the server refuses one with children or content. Every change is in the
// audit log and on the portal at once.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { CATEGORY_GROUPS, categoryGroupOf, MSG_CATEGORY_DELETED, MSG_CATEGORY_SORTED, type AdminCategory } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, QueryState, SelectField } from '@ws/ui';
import { lazy, Suspense, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import lists from '@/shared/lists/list.module.css';
import { useCategoryDelete, useCategorySort, useCategoryTree } from '../api/categories';
import { buildTree, moveItem, type CategoryNode } from '../lib/category-form';
import classes from './categories.module.css';

const CategoryFormDialog = lazy(() => import('./category-form-dialog'));

type Editing = { editing: AdminCategory | null; parent: AdminCategory | null } | null;

interface SiblingsProps {
  group: string;
  depth: number;
  nodes: CategoryNode[];
  parentId: number;
  label: string;
  onEdit: (e: NonNullable<Editing>) => void;
}

function Siblings({ group, depth, nodes, parentId, label, onEdit }: SiblingsProps) {
  const sort = useCategorySort();
  const remove = useCategoryDelete();
  const [dragged, setDragged] = useState<number | null>(null);
  const busy = sort.isPending || remove.isPending;

  const saveOrder = (order: CategoryNode[]) =>
    sort.mutate({ p_cate_value: group, parent_id: parentId, ids: order.map((c) => c.cate_id) }, { onSuccess: () => notice.success(MSG_CATEGORY_SORTED), onError: (e) => noticeFailure(e) });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= nodes.length || busy) return;
    saveOrder(moveItem(nodes, from, to));
  };
  const del = async (c: CategoryNode) => {
    if (!(await confirmDialog({ message: `删除后不可恢复，确定删除分类“${c.cate_name}”（ID ${c.cate_id}）吗？` }))) return;
    remove.mutate({ cate_id: c.cate_id, p_cate_value: group }, { onSuccess: () => notice.success(MSG_CATEGORY_DELETED), onError: (e) => noticeFailure(e) });
  };
  const stop = (e: DragEvent) => e.stopPropagation();

  return (
    <ol aria-label={label} className={parentId === 0 ? classes.tree : undefined}>
      {nodes.map((c, i) => (
        <li
          key={c.cate_id}
          aria-label={c.cate_name}
          onDragOver={(e) => {
            stop(e);
            if (dragged !== null) e.preventDefault();
          }}
          onDrop={(e) => {
            stop(e);
            e.preventDefault();
            if (dragged !== null && dragged !== i) move(dragged, i);
            setDragged(null);
          }}
        >
          <div
            className={classes.row}
            data-dragging={dragged === i || undefined}
            draggable={!busy}
            onDragStart={(e) => {
              stop(e);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(c.cate_id));
              setDragged(i);
            }}
            onDragEnd={(e) => {
              stop(e);
              setDragged(null);
            }}
          >
            <span className={classes.handle} aria-hidden="true">
              ⠿
            </span>
            {c.firstFile && <img className={classes.thumb} src={c.firstFile.FileUrl} alt="" />}
            <span className={classes.main}>
              <strong>{c.cate_name}</strong>
              <span className={classes.meta}>
                ID {c.cate_id}
                {c.children > 0 ? ` · ${c.children} 个子分类` : ''}
                {c.remark ? ` · ${c.remark}` : ''}
              </span>
            </span>
            {c.linked === 1 && (
              <Badge color="blue" variant="light" title="站内链接引用此 ID，可改名、排序，不能删除">
                站内链接
              </Badge>
            )}
            {c.is_recommend === 1 && (
              <Badge color="teal" variant="light">
                推荐
              </Badge>
            )}
            <span className={classes.actions}>
              <Button size="compact-xs" variant="default" disabled={i === 0 || busy} aria-label={`上移 ${c.cate_name}`} onClick={() => move(i, i - 1)}>
                上移
              </Button>
              <Button size="compact-xs" variant="default" disabled={i === nodes.length - 1 || busy} aria-label={`下移 ${c.cate_name}`} onClick={() => move(i, i + 1)}>
                下移
              </Button>
              <Button size="compact-xs" variant="default" aria-label={`编辑 ${c.cate_name}`} onClick={() => onEdit({ editing: c, parent: null })}>
                编辑
              </Button>
              {c.level < depth && (
                <Button size="compact-xs" variant="default" aria-label={`添加子分类 ${c.cate_name}`} onClick={() => onEdit({ editing: null, parent: c })}>
                  添加子分类
                </Button>
              )}
              {c.linked === 0 && (
                <Button
                  size="compact-xs"
                  variant="default"
                  color="red"
                  disabled={busy}
                  title={c.children > 0 ? '请先删除子分类' : undefined}
                  aria-label={`删除 ${c.cate_name}`}
                  onClick={() => void del(c)}
                >
                  删除
                </Button>
              )}
            </span>
          </div>
          {c.nodes.length > 0 && <Siblings group={group} depth={depth} nodes={c.nodes} parentId={c.cate_id} label={`${c.cate_name}的子分类`} onEdit={onEdit} />}
        </li>
      ))}
    </ol>
  );
}

export function CategoriesManager() {
  const [params, setParams] = useSearchParams();
  const group = categoryGroupOf(params.get('group') ?? '') ?? CATEGORY_GROUPS[0];
  const tree = useCategoryTree(group.value);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section aria-labelledby="categories-title">
      <h1 id="categories-title" className={lists.title}>
        分类管理
      </h1>
      <div className={lists.panel}>
        <div className={classes.toolbar}>
          <SelectField
            label="分类组"
            className={classes.group}
            value={group.value}
            onChange={(e) => setParams({ group: e.currentTarget.value }, { replace: true })}
            data={CATEGORY_GROUPS.map((g) => ({ value: g.value, label: `${g.label}（${g.value}）` }))}
          />
          <Button size="xs" onClick={() => setEditing({ editing: null, parent: null })}>
            新增分类
          </Button>
          <span className={classes.hint}>ID 不会改变，可用于站内链接；上移 / 下移或拖动同级分类后立即保存。</span>
        </div>
        <QueryState query={tree} isEmpty={(d) => d.items.length === 0} emptyText="该分类组暂无分类">
          {(d) => <Siblings key={group.value} group={group.value} depth={group.depth} nodes={buildTree(d.items)} parentId={0} label={`${group.label}分类`} onEdit={setEditing} />}
        </QueryState>
      </div>
      <Suspense fallback={null}>
        {editing !== null && <CategoryFormDialog group={group.value} editing={editing.editing} parent={editing.parent} onClose={() => setEditing(null)} />}
      </Suspense>
    </section>
  );
}
