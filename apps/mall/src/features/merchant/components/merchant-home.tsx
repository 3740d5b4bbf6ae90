// /merchant (商家服务): the order entries 全部, 待付款, 待发货, 已发货, 已完成, each to /merchantOrders?vsstatus=,
// and the workbench's screens (商品管理, 售后处理, 评价管理). Only the company role gets here (MerchantOnly).
import { MERCHANT_TABS, MERCHANT_TAB_LABELS } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink } from '@ws/ui';
import { MerchantOnly } from '@/shared/merchant-gate';
import { PersonalLayout } from '@/shared/personal-layout';
import classes from './merchant.module.css';

const WORKBENCH: { label: string; to: string }[] = [
  { label: '商品管理', to: paths.merchantGoods() },
  { label: '售后处理', to: paths.merchantAfterSales() },
  { label: '评价管理', to: paths.merchantRemarks() },
  { label: '经营概况', to: '/merchantStats' },
];

export function MerchantHome() {
  return (
    <MerchantOnly title="商家服务">
      <PersonalLayout title="商家服务">
        <ul className={classes.entries} aria-label="订单管理">
          {MERCHANT_TABS.map((tab) => (
            <li key={tab}>
              <AppLink to={paths.merchantOrders(tab)} className={classes.entry}>
                {MERCHANT_TAB_LABELS[tab]}
              </AppLink>
            </li>
          ))}
        </ul>
        <ul className={`${classes.entries} ${classes.workbench}`} aria-label="店铺管理">
          {WORKBENCH.map((e) => (
            <li key={e.to}>
              <AppLink to={e.to} className={classes.entry}>
                {e.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </PersonalLayout>
    </MerchantOnly>
  );
}
