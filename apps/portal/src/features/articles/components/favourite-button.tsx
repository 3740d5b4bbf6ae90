import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useSession } from '@ws/ui';
import { useAddFavourite } from '../api/use-add-favourite';
import { useDeleteFavourite } from '../api/use-delete-favourite';
import { useFavouriteState } from '../api/use-favourite-state';

/**
 * 收藏 / 已收藏 (spec 01 §4: 1 favourited, -1 not). The state is asked on load when logged in; a click
 * adds (收藏成功) or deletes (取消成功). Logged out, the click goes through the call layer, which shows
 * 未登录或超时，请重新登陆 and sends the user to /login.
 */
export function FavouriteButton({ xid }: { xid: number }) {
  const loggedIn = useSession((s) => s.token !== null && s.token !== '');
  const state = useFavouriteState(xid, loggedIn);
  const add = useAddFavourite(xid);
  const remove = useDeleteFavourite(xid);
  const on = loggedIn && state.data?.status === 1;
  const busy = add.isPending || remove.isPending || (loggedIn && state.isPending);
  return (
    <Button
      variant={on ? 'filled' : 'outline'}
      color={on ? 'orange' : 'brand'}
      size="sm"
      aria-pressed={on}
      loading={busy}
      onClick={() => (on ? remove.mutate(state.data?.id ?? null) : add.mutate())}
    >
      {on ? '已收藏' : '收藏'}
    </Button>
  );
}
