// /myFav: the user's article favourites, 10 a page; each opens /detailPages?key=&currentName=; 取消收藏
// asks first (确定要删除吗？) and says 取消成功.
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { paths } from '@ws/routes';
import { AppLink, Pager, QueryState, confirmDialog, notice, useListParams } from '@ws/ui';
import { useState } from 'react';
import { FAV_PAGE_SIZE, useFavourites, useRemoveFavourite } from '../api/use-lists';
import classes from './personal.module.css';

export function FavouritesPage() {
  const { page, setPage } = useListParams([]);
  const favs = useFavourites(page);
  const remove = useRemoveFavourite();
  const [removing, setRemoving] = useState<number | null>(null);
  const onRemove = async (id: number) => {
    if (!(await confirmDialog({ message: '确定要删除吗？' }))) {
      notice.info('已取消删除');
      return;
    }
    setRemoving(id);
    remove.mutate(id, {
      onSuccess: () => notice.success('取消成功'),
      onError: (e) => notice.error(e.message),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <QueryState query={favs} isEmpty={(d) => d.items.length === 0}>
      {(d) => (
        <>
          <ul className={classes.rows} aria-label="我的收藏">
            {d.items.map((f) => (
              <li key={f.id} className={classes.row}>
                <span className={classes.rowMain}>
                  <AppLink to={paths.detailPages({ key: f.xid, currentName: '我的收藏' })}>{f.title || '文章已删除'}</AppLink>
                  <br />
                  <span className={classes.muted}>收藏时间 {f.create_time}</span>
                </span>
                <Button size="xs" variant="light" color="red" onClick={() => void onRemove(f.id)} loading={removing === f.id} disabled={removing !== null}>
                  取消收藏
                </Button>
              </li>
            ))}
          </ul>
          <Pager total={d.total} pageSize={FAV_PAGE_SIZE} page={page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
