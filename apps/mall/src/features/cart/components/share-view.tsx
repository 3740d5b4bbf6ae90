// A shared cart selection (/cart?share=<code>): who shared it (masked mobile), its items, and 加入我的购物车,
// which copies them into the logged-in user's own cart.
import { ApiError } from '@ws/api-sdk';
import { formatYuan, notice, QueryState } from '@ws/ui';
import { useAddShare, useShare } from '../api/use-cart';
import classes from './cart.module.css';

export default function ShareView({ code }: { code: string }) {
  const share = useShare(code);
  const add = useAddShare();
  const copy = async () => {
    try {
      await add.mutateAsync(code);
      notice.success('添加成功');
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'notLoggedIn') return;
      notice.error(err instanceof Error ? err.message : '操作失败，请稍后重试');
    }
  };
  return (
    <section className={classes.panel} aria-labelledby="share-title">
      <h2 className={classes.panelTitle} id="share-title">
        好友分享的商品
      </h2>
      <QueryState query={share} isEmpty={(d) => d.items.length === 0}>
        {(d) => (
          <>
            <p className={classes.muted}>
              分享人：{d.user_mobile} · {d.create_time}
            </p>
            <table className={classes.table} aria-label="分享的商品">
              <thead>
                <tr>
                  <th scope="col">商品</th>
                  <th scope="col">规格</th>
                  <th scope="col">单价（含税）</th>
                  <th scope="col">数量</th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((it) => (
                  <tr key={it.sku_id}>
                    <td>{it.product_name}</td>
                    <td>{it.atts_items_names}</td>
                    <td className={classes.price}>{formatYuan(it.price)}</td>
                    <td>
                      {it.amount} {it.unit}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <button type="button" className={classes.settle} disabled={add.isPending} onClick={() => void copy()}>
                加入我的购物车
              </button>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
