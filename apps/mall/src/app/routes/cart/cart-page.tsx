// /cart (login required: AppRoutes wraps it in RequireLogin). The cart itself comes with a later
// issue; until then the page says so and points to the catalogue. Plain markup keeps this chunk small
// (scripts/budget.mjs measures it with the mall's entry): the look is ComingSoon's, from @ws/ui's page
// styles (already in the entry with PageContainer), without pulling Mantine components in.
import { AppLink, PageContainer } from '@ws/ui';
import page from '@ws/ui/layout/page.module.css';
import classes from './cart-page.module.css';

export default function CartPage() {
  return (
    <PageContainer>
      <section className={page.status} aria-labelledby="cart-title">
        <div className={page.statusIcon} aria-hidden="true">
          <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="9" cy="20" r="1.2" />
            <circle cx="18" cy="20" r="1.2" />
            <path d="M2.5 3.5h2.6l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1l1.7-7.3H6.1" />
          </svg>
        </div>
        <h1 id="cart-title" className={page.statusTitle}>
          购物车
        </h1>
        <p className={classes.badge}>即将上线</p>
        <p className={`${page.statusText} ${classes.text}`}>购物车功能正在建设中，将在后续版本上线；届时可在这里查看已选商品、修改数量并去结算。</p>
        <AppLink to="/funeng" className={classes.action}>
          去逛逛
        </AppLink>
      </section>
    </PageContainer>
  );
}
