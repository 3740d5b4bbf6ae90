// 联系商家 on /enableInfo and on the buyer's orders: opens (or finds) the buyer's conversation with the supplier
// company, the product or order attached as a card, and goes to it. Disabled while it opens; a signed-out
// visitor goes to /login and comes back here (an internal path only: the login screen refuses any other);
// a member of the company itself sees no button (the server refuses it too, with 这是您自己的店铺…).
import { useQuery } from '@tanstack/react-query';
import { apiQuery, call } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { noticeFailure, notice, useAppNavigate, useSession } from '@ws/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';

export const MSG_LOGIN_TO_CONTACT = '请先登录再联系商家';

/** The companies the caller owns (only asked for users with the company role: nobody else owns one). */
const useOwnCompanyIds = (enabled: boolean) =>
  useQuery({ ...apiQuery('companyListByUser', { pageNum: 1, pageSize: 100 }), enabled, staleTime: 5 * 60_000, select: (d) => d.items.map((c) => c.id) });

export function ContactSupplierButton({
  companyId,
  productId,
  orderNo,
  className,
}: {
  companyId: number;
  productId?: number;
  orderNo?: string;
  className?: string;
}) {
  const loggedIn = useSession((s) => !!s.token);
  const isCompany = useSession((s) => s.roles.includes('company'));
  const own = useOwnCompanyIds(loggedIn && isCompany);
  const navigate = useAppNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);

  if (companyId <= 0 || own.data?.includes(companyId)) return null;

  const start = async () => {
    if (!loggedIn) {
      notice.warning(MSG_LOGIN_TO_CONTACT);
      navigate(paths.login(location.pathname + location.search));
      return;
    }
    setStarting(true);
    try {
      const info = await call('chatSupplierOpen', { company_id: companyId, ...(productId ? { product_id: productId } : {}), ...(orderNo ? { order_no: orderNo } : {}) });
      navigate(paths.sessionChatItem({ chat_type: 'chat_supplier', chat_id: info.id, to_user_id: info.to_user_id, to_user_name: info.to_user_name }));
    } catch (e) {
      noticeFailure(e);
      setStarting(false);
    }
  };

  return (
    <button type="button" className={className} disabled={starting} aria-busy={starting} onClick={() => void start()}>
      联系商家
    </button>
  );
}
