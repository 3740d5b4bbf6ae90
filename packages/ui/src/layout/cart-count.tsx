// The cart's count (how many lines the buyer's cart holds) for the header, the side bar and the product
// page's buy bar. It reads the cart page's own query (cartList under 888888, the same key): adding to the
// cart, changing or checking out lines invalidate ['api', 'cartList'] and every count follows, and opening
// /cart after a count needs no second call. Asked only when logged in and after the page settled, like the
// unread chat count: it is never part of the first screen's calls, and the cart page's code stays out of
// every first load (only the call is shared). An expired token is a quiet GET refusal (the session ends,
// the page stays).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiQuery, CART_ORDER_NO } from '@ws/api-sdk';
import { AppLink } from '../navigation/app-link';
import { useSession } from '../session/use-session';
import classes from './site-header.module.css';

export const CART_COUNT_DELAY_MS = 2000;

/** The number of lines in the caller's cart; null when logged out or not known yet. */
export function useCartCount(): number | null {
  const loggedIn = useSession((s) => !!s.token);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSettled(true), CART_COUNT_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  // the header, the side bar and the product page count from one answer (the app's 30 s, whatever the
  // client's default): a change of the cart invalidates it anyway
  const cart = useQuery({ ...apiQuery('cartList', { order_no: CART_ORDER_NO }), enabled: loggedIn && settled, retry: false, staleTime: 30_000 });
  return loggedIn && cart.data ? cart.data.items.length : null;
}

/** What a screen reader hears for a cart link: 购物车, with the count when there is one. */
export const cartLabel = (count: number | null): string => (count ? `购物车，${count}种商品` : '购物车');

/** The count as a badge shows it. */
export const cartBadgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The header's 购物车 link (logged in), with the count once known and above zero. */
export function HeaderCartLink() {
  const count = useCartCount();
  return (
    <AppLink to="/cart" className={classes.topLink} aria-label={cartLabel(count)}>
      购物车
      {count ? (
        <span className={classes.cartBadge} data-testid="header-cart-count">
          {cartBadgeText(count)}
        </span>
      ) : null}
    </AppLink>
  );
}
