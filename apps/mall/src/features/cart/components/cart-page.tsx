// /cart (spec 02 §2 Cart, §4, §5): the buyer's lines with select all, quantity (reaching 0 asks 要删除该项吗？:
// cancelling resets it to 1, confirming deletes), a checkbox disabled below min_amount, delete (确定要删除吗？,
// 删除成功 / 已取消删除), export (.xlsx), share (a link for another logged-in user), a printable quote, and
// settle (disabled with no selection): personal/orderOn makes the chosen lines the quick order 888888, then
// /checkoutQuick?order=888888 reads them (a reload too). Empty: 亲，您的购物车为空~. A ?share= link shows the
// shared items above the cart. Opening the page stores the personal menu's active marker.
import { ApiError, CART_ORDER_NO, LOCAL_KEYS, type CartItem } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, confirmDialog, formatYuan, notice, QueryState, useAppNavigate } from '@ws/ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fenToYuan, toFen } from '@/shared/product/price';
import { useCart, useDeleteLines, useOrderOn, useShareLines, useUpdateAmount } from '../api/use-cart';
import { downloadCartXlsx } from '../lib/export-cart';
import { cappedAmount, checkoutable, exportLines, MSG_CART_EMPTY, MSG_DELETE_NONE, MSG_SHARE_NONE, selectable, stockNote } from '../lib/selection';
import classes from './cart.module.css';

// opened on demand (报价单, a ?share= link): their own chunks keep the cart's first load small
const QuoteView = lazy(() => import('./quote-view'));
const ShareView = lazy(() => import('./share-view'));

/** The personal menu's active marker for the cart (spec 02 §2: values 1, 2-3 … in local storage). */
export const CART_ACTIVE_MARKER = '2-3';

const failed = (err: unknown) => {
  if (err instanceof ApiError && err.kind === 'notLoggedIn') return;
  notice.error(err instanceof Error ? err.message : '操作失败，请稍后重试');
};

/** What a line's quantity is after 要删除该项吗？: gone, or kept at 1. */
type ZeroOutcome = 'deleted' | 'kept';

function AmountCell({ line, onZero }: { line: CartItem; onZero: (line: CartItem) => Promise<ZeroOutcome> }) {
  const update = useUpdateAmount();
  const [text, setText] = useState(String(line.amount));
  useEffect(() => setText(String(line.amount)), [line.amount]);
  const set = async (asked: number) => {
    if (!Number.isFinite(asked) || asked < 0) return setText(String(line.amount));
    if (asked === 0) {
      // kept: the spec's 1 again, even when the line already held 1 (no change the effect would see)
      if ((await onZero(line)) === 'kept') setText('1');
      return;
    }
    const n = cappedAmount(line, asked);
    if (n < asked) notice.warning(`库存仅剩 ${Math.max(0, line.stock)} 件`);
    if (n === line.amount) return setText(String(line.amount));
    try {
      await update.mutateAsync({ id: line.id, amount: n, product_id: line.product_id });
    } catch (err) {
      setText(String(line.amount));
      failed(err);
    }
  };
  return (
    <span className={classes.qty}>
      <button type="button" className={classes.qtyButton} aria-label={`减少 ${line.product_name} 数量`} disabled={update.isPending} onClick={() => void set(line.amount - 1)}>
        -
      </button>
      <input
        className={classes.qtyInput}
        aria-label={`${line.product_name} 数量`}
        inputMode="numeric"
        value={text}
        disabled={update.isPending}
        onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={() => void set(text === '' ? line.amount : Number(text))}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      <button
        type="button"
        className={classes.qtyButton}
        aria-label={`增加 ${line.product_name} 数量`}
        disabled={update.isPending || line.amount >= line.stock}
        onClick={() => void set(line.amount + 1)}
      >
        +
      </button>
    </span>
  );
}

export function CartPage() {
  const cart = useCart();
  const del = useDeleteLines();
  const update = useUpdateAmount();
  const share = useShareLines();
  const orderOn = useOrderOn();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const shareCode = params.get('share') ?? '';
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [shareUrl, setShareUrl] = useState('');
  const [quoteLines, setQuoteLines] = useState<CartItem[] | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    try {
      window.localStorage.setItem(LOCAL_KEYS.active, CART_ACTIVE_MARKER);
    } catch {
      // storage unavailable (private mode): the marker only highlights a menu entry
    }
  }, []);

  const lines = useMemo(() => cart.data?.items ?? [], [cart.data]);
  // a line that went away, fell below its minimum or holds more than the stock is no longer chosen
  const chosenLines = lines.filter((l) => chosen.has(l.id) && checkoutable(l));
  const selectableLines = lines.filter(checkoutable);
  const allChosen = selectableLines.length > 0 && selectableLines.every((l) => chosen.has(l.id));
  const totalFen = chosenLines.reduce((n, l) => n + toFen(l.price) * l.amount, 0);

  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setChosen(allChosen ? new Set() : new Set(selectableLines.map((l) => l.id)));

  const remove = async (ids: number[]) => {
    if (ids.length === 0) return notice.warning(MSG_DELETE_NONE);
    if (!(await confirmDialog({ message: '确定要删除吗？' }))) return notice.info('已取消删除');
    try {
      await del.mutateAsync(ids);
      notice.success('删除成功');
      setChosen((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    } catch (err) {
      failed(err);
    }
  };

  const onZero = async (line: CartItem): Promise<ZeroOutcome> => {
    if (await confirmDialog({ message: '要删除该项吗？' })) {
      try {
        await del.mutateAsync([line.id]);
        notice.success('删除成功');
        return 'deleted';
      } catch (err) {
        failed(err);
        return 'kept';
      }
    }
    try {
      if (line.amount !== 1) await update.mutateAsync({ id: line.id, amount: 1, product_id: line.product_id });
    } catch (err) {
      failed(err);
    }
    return 'kept';
  };

  const doExport = async () => {
    const picked = lines.filter((l) => chosen.has(l.id));
    const check = exportLines(picked);
    if (!check.ok) return notice.warning(check.message);
    setExporting(true);
    try {
      await downloadCartXlsx(check.lines);
    } catch {
      notice.error('导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  const doShare = async () => {
    if (chosenLines.length === 0) return notice.warning(MSG_SHARE_NONE);
    try {
      const { code } = await share.mutateAsync(chosenLines.map((l) => l.id));
      setShareUrl(window.location.origin + paths.cart({ share: code }));
    } catch (err) {
      failed(err);
    }
  };

  const copyShare = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      notice.success('复制成功');
    } catch {
      notice.info('请手动复制链接');
    }
  };

  const doQuote = () => {
    if (chosenLines.length === 0) return notice.warning('请选择需要报价的商品');
    setQuoteLines(chosenLines);
  };

  return (
    <>
      {shareCode && (
        <Suspense fallback={null}>
          <ShareView code={shareCode} />
        </Suspense>
      )}
      <h1 className={classes.title}>购物车</h1>
      <QueryState
        query={cart}
        isEmpty={(d) => d.items.length === 0}
        emptyText={MSG_CART_EMPTY}
      >
        {() => (
          <>
            <table className={classes.table} aria-label="购物车商品">
              <thead>
                <tr>
                  <th scope="col">
                    <input type="checkbox" aria-label="全选" checked={allChosen} disabled={selectableLines.length === 0} onChange={toggleAll} />
                  </th>
                  <th scope="col">商品</th>
                  <th scope="col">单价（含税）</th>
                  <th scope="col">数量</th>
                  <th scope="col">小计</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.id} data-testid="cart-line">
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`选择 ${l.product_name} ${l.atts_items_names}`}
                        checked={chosen.has(l.id) && checkoutable(l)}
                        disabled={!checkoutable(l)}
                        title={checkoutable(l) ? undefined : !selectable(l) ? `最低起购量 ${l.min_amount}` : (stockNote(l) ?? undefined)}
                        onChange={() => toggle(l.id)}
                      />
                    </td>
                    <td>
                      <div className={classes.product}>
                        {l.firstFile && <img src={l.firstFile.FileUrl} alt={l.product_name} width={64} height={64} loading="lazy" />}
                        <div>
                          <AppLink to={paths.enableInfo(l.product_id)} newTab className={classes.name}>
                            {l.product_name}
                          </AppLink>
                          <div className={classes.muted}>{l.atts_items_names}</div>
                          <div className={classes.muted}>
                            {l.company_name}
                            {l.min_amount > 1 ? ` · 最低起购量 ${l.min_amount}` : ''}
                          </div>
                        </div>
                      </div>
                    </td>
                    <td className={classes.price}>{formatYuan(l.price)}</td>
                    <td>
                      <AmountCell line={l} onZero={onZero} />
                      {stockNote(l) && <div className={classes.stockNote}>{stockNote(l)}</div>}
                    </td>
                    <td className={classes.price}>{formatYuan(fenToYuan(toFen(l.price) * l.amount))}</td>
                    <td>
                      <button type="button" className={classes.link} onClick={() => void remove([l.id])}>
                        删除
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {shareUrl && (
              <section className={classes.panel} aria-labelledby="share-link-title">
                <h2 className={classes.panelTitle} id="share-link-title">
                  分享链接（登录后打开即可查看并加入购物车）
                </h2>
                <div className={classes.shareLink}>
                  <input className={classes.shareInput} readOnly value={shareUrl} aria-label="分享链接" onFocus={(e) => e.currentTarget.select()} />
                  <button type="button" className={classes.button} onClick={() => void copyShare()}>
                    复制链接
                  </button>
                </div>
              </section>
            )}
            <div className={classes.bar}>
              <label>
                <input type="checkbox" checked={allChosen} disabled={selectableLines.length === 0} onChange={toggleAll} /> 全选
              </label>
              <button type="button" className={classes.button} disabled={del.isPending} onClick={() => void remove(chosenLines.map((l) => l.id))}>
                删除
              </button>
              <button type="button" className={classes.button} disabled={exporting} onClick={() => void doExport()}>
                {exporting ? '导出中…' : '导出'}
              </button>
              <button type="button" className={classes.button} disabled={share.isPending} onClick={() => void doShare()}>
                分享
              </button>
              <button type="button" className={classes.button} onClick={doQuote}>
                报价单
              </button>
              <AppLink to="/products" className={classes.link}>
                继续选购
              </AppLink>
              <span className={classes.barTotal}>
                已选 {chosenLines.length} 件，合计：<span className={classes.price}>{formatYuan(fenToYuan(totalFen))}</span>
              </span>
              <button
                type="button"
                className={classes.settle}
                disabled={chosenLines.length === 0 || orderOn.isPending}
                onClick={() =>
                  orderOn.mutateAsync(chosenLines.map((l) => l.id)).then(() => navigate(paths.checkoutQuick({ order: CART_ORDER_NO })), failed)
                }
              >
                结算
              </button>
            </div>
          </>
        )}
      </QueryState>
      {cart.data?.items.length === 0 && (
        <AppLink to="/funeng" className={classes.emptyLink}>
          去逛逛
        </AppLink>
      )}
      {quoteLines && (
        <Suspense fallback={null}>
          <QuoteView lines={quoteLines} onClose={() => setQuoteLines(null)} />
        </Suspense>
      )}
    </>
  );
}

