// /merchant (商家服务): the entries 全部, 待付款, 待发货, 已发货, 已完成, each to /merchantOrders?vsstatus=.
import { MERCHANT_TABS, MERCHANT_TAB_LABELS } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, useSession } from '@ws/ui';
import { PersonalLayout } from '@/shared/personal-layout';
import classes from './merchant.module.css';

export function MerchantHome() {
  const roles = useSession((s) => s.roles);
  return (
    <PersonalLayout title="商家服务">
      {!roles.includes('company') && <p role="note">商家服务仅对企业会员开放，升级为企业会员后可管理店铺订单。</p>}
      <ul className={classes.entries} aria-label="订单管理">
        {MERCHANT_TABS.map((tab) => (
          <li key={tab}>
            <AppLink to={paths.merchantOrders(tab)} className={classes.entry}>
              {MERCHANT_TAB_LABELS[tab]}
            </AppLink>
          </li>
        ))}
      </ul>
    </PersonalLayout>
  );
}
