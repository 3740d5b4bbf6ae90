// 咨询 on an expert (spec 01 §4 Expert consult, §8): logged out → 请先登录再咨询 and the login screen
// (coming back here afterwards); an expert without a bound member (user_id 0) → 专家未绑定会员; then
// expert/expertPay: an open consult (msg paysuccess, its order number) or a free one (pass 1) goes
// straight to the chat (/session/chatitemExpert, a mall page: a full page load); otherwise the QR dialog
// (PayQrDialog polls every 5 s, 支付成功) and then the chat. A refusal shows the server's message as a
// warning. Shared by the expert list/detail (features/experts) and the 问专家 tab (features/channel-policy).
import { createElement, useCallback, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { ApiError, call, SESSION_KEYS, type Expert, type NativePayment } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { notice, PayQrDialog, setSessionItem, useAppNavigate, useSession } from '@ws/ui';

export const MSG_CONSULT_LOGIN = '请先登录再咨询';
export const MSG_EXPERT_UNBOUND = '专家未绑定会员';

type ConsultExpert = Pick<Expert, 'id' | 'user_id' | 'name'>;

export interface ExpertConsult {
  /** start a consultation with this expert */
  consult: (expert: ConsultExpert) => void;
  /** the pay request is under way (the button shows it and ignores clicks) */
  pending: boolean;
  /** the QR dialog: render it once beside the buttons */
  dialog: ReactElement;
}

/** The consult action for an expert (needs the router). */
export function useExpertConsult(): ExpertConsult {
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  const go = useAppNavigate();
  const [pending, setPending] = useState(false);
  const [payment, setPayment] = useState<{ pay: NativePayment; chat: string } | null>(null);

  const consult = useCallback(
    (expert: ConsultExpert) => {
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
      if (pending) return;
      setPending(true);
      call('expertPay', { expert_id: expert.id, pay_type: 'native' }, { notLoginMessage: MSG_CONSULT_LOGIN })
        .then((data) => {
          const chat = paths.sessionChatitemExpert({
            chat_type: 'chat_expert',
            to_user_id: 'to_user_id' in data ? data.to_user_id : expert.user_id,
            to_user_name: 'to_user_name' in data ? data.to_user_name : expert.name,
            order_no: data.order_no,
          });
          if ('code_url' in data) setPayment({ pay: data, chat });
          else go(chat);
        })
        .catch((e: unknown) => {
          // not logged in: the call layer already said so and went to /login
          if (e instanceof ApiError && e.kind !== 'notLoggedIn') notice.warning(e.message);
        })
        .finally(() => setPending(false));
    },
    [token, pathname, search, go, pending],
  );

  const dialog = createElement(PayQrDialog, {
    payment: payment?.pay ?? null,
    // a phone's H5 payment comes back here and then goes on to the chat, as onPaid does
    ...(payment ? { paidPath: payment.chat } : {}),
    onPaid: () => {
      const chat = payment?.chat;
      setPayment(null);
      if (chat) go(chat);
    },
    onClose: () => setPayment(null),
  });

  return { consult, pending, dialog };
}
