// 收藏 / 已收藏 beside the product's name (spec 01 §4: 1 favourited, -1 not; notices 收藏成功, 取消成功). A
// visitor's click goes to /login like 加入购物车 does (`onLoggedOut`); a refusal shows the server's message.
import { ApiError } from '@ws/api-sdk';
import { notice } from '@ws/ui';
import { useProductFavourite } from '../api/use-product-favourite';
import classes from './enable-info.module.css';

export function FavouriteButton({ productId, onLoggedOut }: { productId: number; onLoggedOut: () => void }) {
  const { loggedIn, on, loading, toggle } = useProductFavourite(productId);
  const click = () => {
    if (!loggedIn) return onLoggedOut();
    toggle.mutate(on, {
      onSuccess: (next) => notice.success(next.status === 1 ? '收藏成功' : '取消成功'),
      onError: (err) => {
        // not logged in any more: the call layer already said so
        if (err instanceof ApiError && err.kind === 'notLoggedIn') return;
        notice.error(err.message || '操作失败');
      },
    });
  };
  return (
    <button type="button" className={classes.fav} aria-pressed={on} disabled={loading || toggle.isPending} onClick={click}>
      <span aria-hidden="true" className={classes.favStar}>
        {on ? '★' : '☆'}
      </span>
      {on ? '已收藏' : '收藏'}
    </button>
  );
}
