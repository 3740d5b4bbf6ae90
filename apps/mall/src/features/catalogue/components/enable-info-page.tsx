// /enableInfo?id= (spec 02 §2): pictures, price range, unit, 含税13%, pcode, spec count, delivery city, service
// text (the merchant's, else the platform's standard one), parameters, the buy drawer (加入购物车 mode 1, 立即购买 mode 2), the service icon (/session), the cart
// icon (/cart in a new tab), comments and the sanitized intro. Prices only when logged in.
// Beyond the spec, what a B2B buyer expects: the 当前位置 breadcrumb (首页 > the category path > the product),
// 收藏 beside the name (listed in /myFav), the cart's line count on the cart icon, and on a phone the
// buttons and icons as a bar fixed at the screen's foot (enable-info.module.css); 联系商家 beside the supplier
// opens a chat with the company, the product attached.
import type { ProductDetail } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import {
  AppLink,
  cartBadgeText,
  cartLabel,
  Empty,
  IconHeadset,
  IconShoppingCart,
  notice,
  QueryState,
  RichText,
  SkeletonBlock,
  useAppNavigate,
  useCartCount,
  useIdParam,
  useSession,
} from '@ws/ui';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { formatPriceRange, LOGIN_FOR_PRICE } from '@/shared/product/price';
import { ContactSupplierButton } from '@/shared/supplier-chat';
import { useProductInfo } from '../api/use-product-info';
import type { BuyMode } from './buy-drawer';
import { Comments } from './comments';
import classes from './enable-info.module.css';
import { FavouriteButton } from './favourite-button';
import { Gallery } from './gallery';

const BuyDrawer = lazy(() => import('./buy-drawer'));

/** The platform's standard service text, shown when the merchant wrote none. */
export const SERVICE_TEXT = '正品保障 · 含税价可开票 · 满 300 元包邮 · 7 天售后';
const MSG_RELOGIN = '未登录或超时，请重新登陆';

/** 当前位置：首页 > each level of the category path (its /enable list) > the product. */
function Breadcrumb({ product }: { product: Pick<ProductDetail, 'name' | 'category_path'> }) {
  // each level opens /enable on itself and the levels above it (the server sends the path from the top)
  const path = product.category_path.slice(0, 3);
  const ids = path.map((c) => c.cate_id);
  const links = path.map((c, i) => ({
    id: c.cate_id,
    name: c.cate_name,
    to: paths.enable({ cate: ids[0]!, ...(i >= 1 ? { sub_cate: ids[1]! } : {}), ...(i >= 2 ? { s_sub_cate: ids[2]! } : {}) }),
  }));
  return (
    <nav className={classes.crumb} aria-label="当前位置">
      <span>当前位置：</span>
      <AppLink to="/homePage">首页</AppLink>
      {links.map((l) => (
        <Fragment key={l.id}>
          <span aria-hidden="true">&gt;</span>
          <AppLink to={l.to}>{l.name}</AppLink>
        </Fragment>
      ))}
      <span aria-hidden="true">&gt;</span>
      <span aria-current="page" className={classes.crumbHere}>
        {product.name}
      </span>
    </nav>
  );
}

/** The cart icon (/cart in a new tab) with the number of lines in the cart. */
function CartIcon() {
  const count = useCartCount();
  return (
    <AppLink to="/cart" newTab className={classes.iconLink} aria-label={cartLabel(count)}>
      <span className={classes.iconWrap}>
        <IconShoppingCart size={18} />
        {count ? (
          <span className={classes.badge} aria-hidden="true" data-testid="info-cart-count">
            {cartBadgeText(count)}
          </span>
        ) : null}
      </span>{' '}
      购物车
    </AppLink>
  );
}

export function EnableInfoPage() {
  const id = useIdParam('id');
  const product = useProductInfo(id);
  const loggedIn = useSession((s) => !!s.token);
  const [mode, setMode] = useState<BuyMode | null>(null);
  const navigate = useAppNavigate();
  const location = useLocation();

  if (id === null) return <Empty text="商品不存在或已下架" />;

  const toLogin = () => {
    notice.warning(MSG_RELOGIN);
    navigate(paths.login(location.pathname + location.search));
  };
  const open = (m: BuyMode) => {
    if (!loggedIn) return toLogin();
    setMode(m);
  };

  return (
    <QueryState query={product} placeholder={<SkeletonBlock height={420} />}>
        {(p) => (
          <>
            <Breadcrumb product={p} />
            <div className={classes.top}>
              <Gallery files={p.file_items} name={p.name} />
              <div>
                <div className={classes.nameRow}>
                  <h1 className={classes.name}>{p.name}</h1>
                  <FavouriteButton productId={p.id} onLoggedOut={toLogin} />
                </div>
                <div className={classes.priceBox}>
                  {p.price ? (
                    <>
                      <span className={classes.price} data-testid="price-range">
                        {formatPriceRange(p.price, p.price_max)}
                      </span>
                      {p.unit && <span> / {p.unit}</span>}
                      <span className={classes.tax}>含税13%</span>
                    </>
                  ) : (
                    <AppLink to={paths.login(location.pathname + location.search)} className={classes.iconLink}>
                      {LOGIN_FOR_PRICE}
                    </AppLink>
                  )}
                </div>
                <dl className={classes.facts}>
                  <dt>商品编码</dt>
                  <dd>{p.pcode || '-'}</dd>
                  <dt>规格数量</dt>
                  <dd>{p.att_item_price_size} 个规格</dd>
                  <dt>起购量</dt>
                  <dd>
                    {p.min_amount} {p.unit}
                  </dd>
                  <dt>发货城市</dt>
                  <dd>{p.city_name}</dd>
                  <dt>供应商</dt>
                  <dd>
                    {p.company_name}{' '}
                    <AppLink
                      className={classes.inquiryLink}
                      to={paths.inquiry({ company_id: p.company_id, company_name: p.company_name, product_name: p.name, pcode: p.pcode, quantity: p.min_amount })}
                    >
                      询价
                    </AppLink>
                    <ContactSupplierButton className={classes.contactButton} companyId={p.company_id} productId={p.id} />
                  </dd>
                  <dt>服务</dt>
                  <dd>{p.service_text || SERVICE_TEXT}</dd>
                </dl>
                {/* on a phone: the buy bar fixed at the screen's foot, the icons on its left */}
                <div className={classes.actions} data-testid="buy-bar">
                  <button type="button" className={classes.secondary} onClick={() => open(1)}>
                    加入购物车
                  </button>
                  <button type="button" className={classes.primary} onClick={() => open(2)}>
                    立即购买
                  </button>
                  <AppLink to="/session" className={classes.iconLink} aria-label="客服">
                    <span className={classes.iconWrap}>
                      <IconHeadset size={18} />
                    </span>{' '}
                    客服
                  </AppLink>
                  <CartIcon />
                </div>
              </div>
            </div>
            {p.param_item.length > 0 && (
              <section className={classes.block} aria-labelledby="params-title">
                <h2 className={classes.blockTitle} id="params-title">
                  商品参数
                </h2>
                <dl className={classes.params}>
                  {p.param_item.map((it) => (
                    <div key={it.name}>
                      <dt>{it.name}：</dt>
                      <dd>{it.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            <Comments productId={p.id} />
            <section className={classes.block} aria-labelledby="intro-title">
              <h2 className={classes.blockTitle} id="intro-title">
                商品详情
              </h2>
              <RichText html={p.intro} />
            </section>
            {mode !== null && (
              <Suspense fallback={null}>
                <BuyDrawer product={p} mode={mode} onClose={() => setMode(null)} />
              </Suspense>
            )}
          </>
        )}
    </QueryState>
  );
}
