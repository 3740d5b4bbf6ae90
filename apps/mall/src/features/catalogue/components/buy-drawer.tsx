// The buy drawer of /enableInfo (spec 02 §2, §4, §5): up to two attributes whose combination picks the SKU
// (price, stock, image), the quantity (starting at min_amount; at least 1 for the cart, at least min_amount
// for buy now, at most the stock), and the confirm button, disabled at stock 0 and while submitting.
// Mode 1 adds to the cart (加入购物车成功); mode 2 (buy now) makes the line the quick order 888888 (orderOn)
// and goes to /checkoutQuick?order=888888.
// Loaded lazily (its own chunk) on the first 加入购物车 / 立即购买.
import { ApiError, CART_ORDER_NO, type ProductDetail } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { formatYuan, notice, useAppNavigate } from '@ws/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { findSku, initialPicks, itemAvailable, minQuantity, pickNames } from '@/shared/product/sku';
import { useBuyGoods } from '../api/use-buy';
import classes from './buy-drawer.module.css';

export type BuyMode = 1 | 2;

export interface BuyDrawerProps {
  product: ProductDetail;
  mode: BuyMode;
  onClose: () => void;
}

export default function BuyDrawer({ product, mode, onClose }: BuyDrawerProps) {
  const [picks, setPicks] = useState(() => initialPicks(product));
  const min = mode === 2 ? minQuantity(product) : 1;
  const [amount, setAmount] = useState(() => minQuantity(product));
  const [amountText, setAmountText] = useState(String(minQuantity(product)));
  const buy = useBuyGoods();
  const navigate = useAppNavigate();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const sku = findSku(product, picks);
  const stock = sku?.stock ?? 0;

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const setQty = (n: number) => {
    const clamped = Math.max(min, Math.min(Number.isFinite(n) ? Math.floor(n) : min, Math.max(stock, min)));
    setAmount(clamped);
    setAmountText(String(clamped));
  };
  const pick = (group: number, itemId: number) => setPicks((prev) => prev.map((p, i) => (i === group ? itemId : p)));

  const canConfirm = sku !== null && stock > 0 && amount >= min && amount <= stock && !buy.isPending;

  const confirm = async () => {
    if (!sku || !canConfirm) return;
    try {
      await buy.mutateAsync({
        product_id: product.id,
        amount,
        atts_items_ids: picks.filter((p): p is number => p !== null),
        atts_items_names: pickNames(product, picks),
        buycate: mode === 1 ? 'cart' : 'buy',
      });
      if (mode === 1) {
        notice.success('加入购物车成功');
        onClose();
      } else {
        navigate(paths.checkoutQuick({ order: CART_ORDER_NO }));
      }
    } catch (err) {
      // not logged in: the call layer already says so and goes to /login
      if (err instanceof ApiError && err.kind === 'notLoggedIn') return;
      notice.error(err instanceof Error ? err.message : '操作失败，请稍后重试');
    }
  };

  return (
    <div className={classes.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className={classes.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={classes.head}>
          <img className={classes.image} src={sku?.img_url || product.file_items[0]?.FileUrl} alt={product.name} width={96} height={96} />
          <div>
            <p className={classes.price} data-testid="sku-price">
              {formatYuan(sku?.price ?? product.price)}
            </p>
            <p className={classes.muted} data-testid="sku-stock">
              库存 {sku ? stock : '-'}
              {product.unit ? ` ${product.unit}` : ''}
            </p>
            <p className={classes.muted} id={titleId}>
              {sku ? `已选：${sku.att_item_names || product.name}` : '请选择商品规格'}
            </p>
          </div>
          <button ref={closeRef} type="button" className={classes.close} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
        {product.att.map((g, gi) => (
          <fieldset key={g.name} className={classes.group}>
            <legend className={classes.legend}>{g.name}</legend>
            <div className={classes.items}>
              {g.att_item.map((it) => (
                <button
                  key={it.id}
                  type="button"
                  className={classes.item}
                  aria-pressed={picks[gi] === it.id}
                  disabled={!itemAvailable(product, picks, gi, it.id) && picks[gi] !== it.id}
                  onClick={() => pick(gi, it.id)}
                >
                  {it.name}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
        <div>
          <div className={classes.legend}>数量{product.min_amount > 1 ? `（最低起购量 ${product.min_amount}）` : ''}</div>
          <div className={classes.qty}>
            <button type="button" className={classes.qtyButton} aria-label="减少数量" disabled={amount <= min} onClick={() => setQty(amount - 1)}>
              -
            </button>
            <input
              className={classes.qtyInput}
              aria-label="购买数量"
              inputMode="numeric"
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
              onBlur={() => setQty(Number(amountText))}
            />
            <button type="button" className={classes.qtyButton} aria-label="增加数量" disabled={amount >= stock} onClick={() => setQty(amount + 1)}>
              +
            </button>
          </div>
        </div>
        <button type="button" className={classes.confirm} disabled={!canConfirm} onClick={() => void confirm()}>
          {buy.isPending ? '提交中…' : stock === 0 && sku ? '已售罄' : '确定'}
        </button>
      </div>
    </div>
  );
}
