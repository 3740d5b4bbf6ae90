// The chat calls of the mall's chat screens (spec 02 §7 Chat): query options keyed by the contract, so a
// send or a signal can refresh exactly what changed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiKey, apiQuery, CHAT_LIST_PAGE, profileQuery, type ChatType } from '@ws/api-sdk';

export const chatListQuery = (chat_type: ChatType, pageNum: number) => apiQuery('chatListByUser', { chat_type, pageNum, pageSize: CHAT_LIST_PAGE });
/** every page of every view: what a new message refreshes */
export const chatListKey = () => apiKey('chatListByUser');

/** a page of one view; while the next page of the same view loads its rows stay, another view's never show under this tab */
export const useChatList = (chat_type: ChatType | null, pageNum: number) =>
  useQuery({
    ...chatListQuery(chat_type ?? 'chat_service', pageNum),
    enabled: chat_type !== null,
    placeholderData: (previous, query) => ((query?.queryKey[2] as { chat_type?: string } | undefined)?.chat_type === chat_type ? keepPreviousData(previous) : undefined),
  });

export interface ChatTarget {
  chat_type: ChatType;
  to_user_id: number | null;
  order_no: string;
  /** a supplier conversation is named by its id (its company side has no one account) */
  chat_id?: number | null;
}

export const chatInfoQuery = (t: ChatTarget) =>
  apiQuery('chatInfoByUser', {
    chat_type: t.chat_type,
    order_no: t.order_no,
    ...(t.chat_id ? { chat_id: t.chat_id } : t.to_user_id ? { to_user_id: t.to_user_id } : {}),
  });
export const useChatInfo = (t: ChatTarget, enabled: boolean) => useQuery({ ...chatInfoQuery(t), enabled, staleTime: 0 });

export const useProfile = () => useQuery({ ...profileQuery(), staleTime: 60_000 });

export const useOnlineStaff = (enabled: boolean) => useQuery({ ...apiQuery('listCustUser', {}), enabled, staleTime: 0 });

export const remarkInfoQuery = (order_no: string) => apiQuery('chatRemarkInfo', { order_no });
export const useRemarkInfo = (order_no: string) => useQuery({ ...remarkInfoQuery(order_no), enabled: order_no !== '' });

export const useExpertOrders = (pageNum: number) =>
  useQuery({ ...apiQuery('expertOrdersListSelf', { pageNum, pageSize: 20 }), placeholderData: keepPreviousData });
