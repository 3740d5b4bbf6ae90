// /admin/ads?slot= (广告与导航): the portal's ad slots (首页轮播 homebanner, 快捷导航 quicknav, 首页竖幅
// homepcvertical, 首页通栏 homepcmidbanner), each ad with its image, target link, place and period (投放中 /
// 未开始 / 已结束: outside its period the portal does not show it). The order changes by dragging a row or by
// its 上移 / 下移 buttons (the keyboard's way), and 保存排序 sends the slot's whole order in one request; until
// then 撤销 puts it back. 新增广告 / 编辑 open the form, 删除 asks first. Every change is in the audit log and on
// the portal at once.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { AD_SLOT_LABELS, AD_SLOTS, AD_STATE_LABELS, MSG_AD_DELETED, MSG_AD_SORTED, type AdminAd, type AdSlot, type AdState } from '@ws/api-sdk';
import { confirmDialog, notice, noticeFailure, QueryState } from '@ws/ui';
import { lazy, Suspense, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import lists from '@/shared/lists/list.module.css';
import { useAdDelete, useAdList, useAdSort } from '../api/ads';
import { moveItem } from '../lib/move-item';
import classes from './ads.module.css';

const AdFormDialog = lazy(() => import('./ad-form-dialog'));

const STATE_COLOR: Record<AdState, string> = { live: 'teal', pending: 'blue', ended: 'gray' };

const toSlot = (raw: string | null): AdSlot => ((AD_SLOTS as readonly string[]).includes(raw ?? '') ? (raw as AdSlot) : 'homebanner');

/** A slot's stored order (ids and places). */
const orderKey = (ads: readonly AdminAd[]) => ads.map((a) => `${a.id}.${a.sort}`).join(',');

const period = (a: AdminAd) => (a.start_time || a.end_time ? `${a.start_time || '立即'} 至 ${a.end_time || '长期'}` : '长期');

function SlotList({ slot, ads, onEdit }: { slot: AdSlot; ads: AdminAd[]; onEdit: (a: AdminAd) => void }) {
  const sort = useAdSort();
  const remove = useAdDelete();
  /** the order being arranged, over the stored order it started from (a new stored order drops it) */
  const stored = orderKey(ads);
  const [arranged, setArranged] = useState<{ from: string; items: AdminAd[] } | null>(null);
  const order = arranged?.from === stored ? arranged.items : null;
  const setOrder = (items: AdminAd[] | null) => setArranged(items ? { from: stored, items } : null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const shown = order ?? ads;
  const changed = order !== null && order.some((a, i) => a.id !== ads[i]?.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length) return;
    setOrder(moveItem(shown, from, to));
    setSaid(`${shown[from]!.title} 移到第 ${to + 1} 位`);
  };
  const save = () =>
    sort.mutate(
      { cate_value: slot, ids: shown.map((a) => a.id) },
      {
        onSuccess: () => {
          setOrder(null);
          notice.success(MSG_AD_SORTED);
        },
        onError: (e) => noticeFailure(e),
      },
    );
  const del = async (a: AdminAd) => {
    if (!(await confirmDialog({ message: `删除后门户将不再显示，确定删除“${a.title}”吗？` }))) return;
    remove.mutate({ id: a.id, cate_value: slot }, { onSuccess: () => notice.success(MSG_AD_DELETED), onError: (e) => noticeFailure(e) });
  };
  const dragOver = (e: DragEvent, to: number) => {
    if (dragged === null) return;
    e.preventDefault();
    if (to !== dragged) {
      move(dragged, to);
      setDragged(to);
    }
  };

  return (
    <>
      <ol className={classes.list} aria-label={`${AD_SLOT_LABELS[slot]}广告`}>
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
            aria-label={a.title}
          >
            <span className={classes.handle} aria-hidden="true">
              ⠿
            </span>
            <span className={classes.place}>{i + 1}</span>
            {a.firstFile ? <img className={classes.thumb} src={a.firstFile.FileUrl} alt="" /> : <span className={classes.thumb} />}
            <span className={classes.main}>
              <strong>{a.title}</strong>
              <span className={classes.meta}>链接：{a.link || '—'}</span>
              <span className={classes.meta}>投放时间：{period(a)}</span>
            </span>
            <Badge color={STATE_COLOR[a.state]} variant="light">
              {AD_STATE_LABELS[a.state]}
            </Badge>
            <span className={classes.actions}>
              <Button size="compact-xs" variant="default" disabled={i === 0} aria-label={`上移 ${a.title}`} onClick={() => move(i, i - 1)}>
                上移
              </Button>
              <Button size="compact-xs" variant="default" disabled={i === shown.length - 1} aria-label={`下移 ${a.title}`} onClick={() => move(i, i + 1)}>
                下移
              </Button>
              <Button size="compact-xs" variant="default" disabled={changed} aria-label={`编辑 ${a.title}`} onClick={() => onEdit(a)}>
                编辑
              </Button>
              <Button size="compact-xs" variant="default" color="red" disabled={changed || remove.isPending} aria-label={`删除 ${a.title}`} onClick={() => void del(a)}>
                删除
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <p className={classes.live} role="status" aria-live="polite">
        {said}
      </p>
      <div className={classes.sortBar}>
        <span className={classes.hint}>拖动行或使用“上移 / 下移”调整顺序，保存后门户立即生效。</span>
        <Button size="xs" disabled={!changed} loading={sort.isPending} onClick={save}>
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
    </>
  );
}

export function AdsManager() {
  const [params, setParams] = useSearchParams();
  const slot = toSlot(params.get('slot'));
  const list = useAdList(slot);
  /** the dialog: null closed, 'new', or the ad being edited */
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  return (
    <section aria-labelledby="ads-title">
      <h1 id="ads-title" className={lists.title}>
        广告与导航
      </h1>
      <div className={lists.panel}>
        <div className={lists.filters}>
          <div role="group" aria-label="广告位" className={classes.slots}>
            {AD_SLOTS.map((s) => (
              <Button key={s} size="xs" variant={s === slot ? 'filled' : 'default'} aria-pressed={s === slot} onClick={() => setParams({ slot: s }, { replace: true })}>
                {AD_SLOT_LABELS[s]}
              </Button>
            ))}
          </div>
          <Button size="xs" onClick={() => setEditing('new')}>
            新增广告
          </Button>
        </div>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} emptyText="该广告位暂无广告">
          {(d) => <SlotList key={slot} slot={slot} ads={d.items} onEdit={setEditing} />}
        </QueryState>
      </div>
      <Suspense fallback={null}>{editing !== null && <AdFormDialog editing={editing === 'new' ? null : editing} slot={slot} onClose={() => setEditing(null)} />}</Suspense>
    </section>
  );
}
