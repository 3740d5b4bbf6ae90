import { useState, type ReactNode } from 'react';
import { IconArrowUp, IconBolt, IconDeviceMobile, IconHeadset, IconShoppingCart } from '../icons/icons';
import { AppLink } from '../navigation/app-link';
import { QrCode } from '../qr/qr-code';
import { cartBadgeText, cartLabel, useCartCount } from './cart-count';
import classes from './side-bar.module.css';

/** The mobile-app QR code size (spec 01 §9). */
export const APP_QR_SIZE = 100;

function LinkItem({ to, label, icon, ariaLabel = label, badge }: { to: string; label: string; icon: ReactNode; ariaLabel?: string; badge?: ReactNode }) {
  return (
    <li className={classes.item}>
      <AppLink to={to} className={classes.button} aria-label={ariaLabel}>
        {icon}
        <span aria-hidden="true">{label}</span>
        {badge}
      </AppLink>
    </li>
  );
}

/** 购物车 with the number of lines in the cart (logged in, once known). */
function CartItem() {
  const count = useCartCount();
  const badge = count ? (
    <span className={classes.badge} aria-hidden="true" data-testid="side-cart-count">
      {cartBadgeText(count)}
    </span>
  ) : null;
  return <LinkItem to="/cart" label="购物车" ariaLabel={cartLabel(count)} icon={<IconShoppingCart size={22} />} badge={badge} />;
}

function AppQrItem() {
  // The QR (and the qrcode library) load on first hover or focus only.
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <li className={classes.item} onMouseEnter={show} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={classes.button}
        aria-label="手机APP"
        aria-expanded={open}
        aria-controls="ws-side-bar-qr"
        onFocus={show}
        onBlur={() => setOpen(false)}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        <IconDeviceMobile size={22} />
        <span aria-hidden="true">手机APP</span>
      </button>
      <div id="ws-side-bar-qr" className={classes.qrPanel} data-open={open || undefined} role="tooltip">
        {wanted ? <QrCode value={`${window.location.origin}/homePage`} size={APP_QR_SIZE} alt="手机APP二维码" /> : <div style={{ width: APP_QR_SIZE, height: APP_QR_SIZE }} />}
        <span>扫码访问手机版</span>
      </div>
    </li>
  );
}

/** The floating side bar (desktop only, hidden at 540 px or less). */
export function SideBar() {
  return (
    <nav aria-label="快捷入口">
      <ul className={classes.bar}>
        <LinkItem to="/session" label="在线客服" icon={<IconHeadset size={22} />} />
        <AppQrItem />
        <LinkItem to="/funeng" label="赋能" icon={<IconBolt size={22} />} />
        <CartItem />
        <li className={classes.item}>
          <button type="button" className={classes.button} aria-label="返回顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <IconArrowUp size={22} />
            <span aria-hidden="true">返回顶部</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
