// A product or an order attached to a supplier conversation (联系商家): picture, name, 商品编码 and price or the
// order number and total, its status now; the card opens the product page or the order (the seller's view
// of it for the company's members). Texts from the server are rendered as text.
import type { ChatCard } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatYuan } from '@ws/ui';
import classes from './chat.module.css';

export function ChatCardView({ card, sellerView }: { card: ChatCard; sellerView: boolean }) {
  const to =
    card.kind === 'product' ? paths.enableInfo(card.product_id) : paths.infoSelf({ order_no: card.order_no, ...(sellerView ? { view: 'merchant' as const } : {}) });
  const label = card.kind === 'product' ? `商品：${card.name}` : `订单：${card.order_no}`;
  return (
    <AppLink to={to} className={classes.card} aria-label={label} data-testid="chat-card">
      {card.image ? <img className={classes.cardImage} src={card.image} alt="" loading="lazy" width={56} height={56} /> : <span className={classes.cardImage} aria-hidden="true" />}
      <span className={classes.cardName}>{card.name || (card.kind === 'order' ? '订单' : '商品')}</span>
      {card.kind === 'product' ? (
        <>
          <span className={classes.cardMeta}>{`商品编码：${card.pcode || '-'} · ${card.status}`}</span>
          <span className={classes.cardPrice}>
            {formatYuan(card.price)}
            {card.unit ? ` / ${card.unit}` : ''}
          </span>
        </>
      ) : (
        <>
          <span className={classes.cardMeta}>{`订单号：${card.order_no}${card.lines > 1 ? ` · 共${card.lines}种商品` : ''}`}</span>
          <span className={classes.cardMeta}>
            {card.status} · 合计 <span className={classes.cardPrice}>{formatYuan(card.total)}</span>
          </span>
        </>
      )}
    </AppLink>
  );
}
