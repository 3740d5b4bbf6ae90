// 咨询 on an expert (spec 01 §4 Expert consult, §8): logged out → 请先登录再咨询 and the login screen
// (coming back here afterwards); an expert without a bound member (user_id 0) → 专家未绑定会员.
// The paid consultation itself (expert/expertPay, QR dialog, chat) comes with the chat issue: until
// then a logged-in user is told so honestly, and nothing is charged or faked.
// Shared by the expert list/detail (features/experts) and the 问专家 tab (features/channel-policy).
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { SESSION_KEYS, type Expert } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { notice, setSessionItem, useAppNavigate, useSession } from '@ws/ui';

export const MSG_CONSULT_LOGIN = '请先登录再咨询';
export const MSG_EXPERT_UNBOUND = '专家未绑定会员';
export const MSG_CONSULT_SOON = '咨询支付功能即将开放';

/** The consult action for an expert (needs the router). */
export function useExpertConsult(): (expert: Pick<Expert, 'id' | 'user_id'>) => void {
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  const go = useAppNavigate();
  return useCallback(
    (expert) => {
      if (!token) {
        notice.warning(MSG_CONSULT_LOGIN);
        const from = `${pathname}${search}`;
        // the redirect parameter carries it too, should storage be unavailable
        setSessionItem(SESSION_KEYS.path, from);
        go(paths.login(from));
        return;
      }
      if (!expert.user_id) {
        notice.warning(MSG_EXPERT_UNBOUND);
        return;
      }
      notice.info(MSG_CONSULT_SOON);
    },
    [token, pathname, search, go],
  );
}
