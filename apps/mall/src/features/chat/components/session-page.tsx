// /session (spec 02 §2 "Chat and consultation", §6): tabs by role from the profile call — members 专家咨询
// and 客服咨询, experts also 会员咨询, customer-service staff (IsCustUser) only 用户咨询; the first tab
// shown is 客服咨询 (用户咨询 for staff). Rows: the counterpart's name (or masked mobile), ID, update time,
// last message; 10 a page. 客服咨询 lists the staff online now (a chat page open in the last minute), or
// 亲，目前没有客服人员在线，请稍后~. Beyond the spec, every member also has 商家咨询: their conversations with
// suppliers (联系商家) and, for a company's members, the ones buyers opened with their company, each row
// marked which it is.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { MSG_NO_STAFF_ONLINE, type ChatSession, type ChatType, type Profile } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, formatDateTime, PageContainer, Pager, QueryState, useAppNavigate, useListParams } from '@ws/ui';
import { chatListKey, useChatList, useOnlineStaff, useProfile } from '../api/chat-queries';
import { useChatEvents } from '../lib/use-chat-events';
import classes from './chat.module.css';

export const TAB_LABELS: Record<ChatType, string> = {
  chat_expert: '专家咨询',
  chat_user: '会员咨询',
  chat_service: '客服咨询',
  chat_user2: '用户咨询',
  chat_supplier: '商家咨询',
};

/** Where 商家咨询 conversations start, for its empty state. */
export const SUPPLIER_HINT = '在商品详情页或订单中点击“联系商家”，即可与商家在线沟通';

/** The tabs a user sees, and the one shown first (spec 02 §4, §6). */
export function tabsFor(profile: Pick<Profile, 'roles' | 'IsCustUser' | 'IsExpert'>): { tabs: ChatType[]; first: ChatType } {
  if (profile.IsCustUser === 1) return { tabs: ['chat_user2'], first: 'chat_user2' };
  const expert = profile.IsExpert === 1 || profile.roles.includes('isexpert');
  const tabs: ChatType[] = expert ? ['chat_expert', 'chat_user', 'chat_service'] : ['chat_expert', 'chat_service'];
  return { tabs: [...tabs, 'chat_supplier'], first: 'chat_service' };
}

/** Where a row leads: a consultation to its expert chat, the rest to the chat item page. */
export const chatLink = (view: ChatType, s: ChatSession): string =>
  view === 'chat_expert' || view === 'chat_user'
    ? paths.sessionChatitemExpert({ chat_type: view, to_user_id: s.to_user_id, to_user_name: s.to_user_name, order_no: s.order_no })
    : view === 'chat_supplier'
      ? paths.sessionChatItem({ chat_type: view, chat_id: s.chat_id, to_user_id: s.to_user_id, to_user_name: s.to_user_name })
      : paths.sessionChatItem({ chat_type: view, to_user_id: s.to_user_id, to_user_name: s.to_user_name, type: 1 });

export function SessionPage() {
  const profile = useProfile();
  return (
    <PageContainer>
      <div className={classes.page}>
        <h1 className={classes.title}>在线咨询</h1>
        <QueryState query={profile}>{(p) => <Sessions profile={p} />}</QueryState>
      </div>
    </PageContainer>
  );
}

function Sessions({ profile }: { profile: Profile }) {
  const { tabs, first } = tabsFor(profile);
  const { page, values, setPage, setFilters } = useListParams(['chat_type']);
  const view = (tabs as string[]).includes(values.chat_type) ? (values.chat_type as ChatType) : first;
  const list = useChatList(view, page);
  const qc = useQueryClient();
  const [staffOpen, setStaffOpen] = useState(false);
  // a new message anywhere refreshes the list (its order, last message and unread counts)
  useChatEvents(useCallback(() => void qc.invalidateQueries({ queryKey: chatListKey() }), [qc]));

  return (
    <>
      <div className={classes.tabs} role="tablist" aria-label="会话类型">
        {tabs.map((t) => (
          <button key={t} type="button" role="tab" className={classes.tab} aria-selected={t === view} onClick={() => setFilters({ chat_type: t })}>
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      {view === 'chat_service' ? (
        <div className={classes.actions}>
          <Button size="sm" onClick={() => setStaffOpen(true)}>
            联系在线客服
          </Button>
        </div>
      ) : null}
      <div role="tabpanel" aria-label={TAB_LABELS[view]}>
        {view === 'chat_supplier' ? <p className={classes.sub}>{SUPPLIER_HINT}</p> : null}
        <QueryState query={list} isEmpty={(d) => d.items.length === 0}>
          {(d) => (
            <>
              <ul className={classes.rows} aria-label="会话列表">
                {d.items.map((s) => (
                  <li key={s.chat_id}>
                    <AppLink to={chatLink(view, s)} className={classes.row}>
                      <span>
                        {s.company_id ? (
                          <span className={classes.tag} data-testid="supplier-side">
                            {s.is_answerer === 1 ? '买家' : '商家'}
                          </span>
                        ) : null}
                        <span className={classes.rowName}>{s.to_user_name}</span>
                        {/* a buyer talks to the company, not to the account that owns it */}
                        {s.company_id && s.is_answerer !== 1 ? null : <span className={classes.rowMeta}>{` ID：${s.to_user_id}`}</span>}
                        {s.unread > 0 ? (
                          <span className={classes.unread} aria-label={`${s.unread}条未读`}>
                            {s.unread}
                          </span>
                        ) : null}
                        {s.order_no && s.is_confirm === 1 ? <span className={classes.rowMeta}> · 已结束</span> : null}
                      </span>
                      <span className={classes.rowMeta}>{formatDateTime(s.update_time)}</span>
                      <span className={classes.rowLast}>{s.last_message || '暂无消息'}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
              <Pager total={d.total} pageSize={10} page={page} onChange={setPage} />
            </>
          )}
        </QueryState>
      </div>
      <StaffDialog opened={staffOpen} onClose={() => setStaffOpen(false)} />
    </>
  );
}

function StaffDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const staff = useOnlineStaff(opened);
  const go = useAppNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="在线客服" centered closeButtonProps={{ 'aria-label': '关闭' }}>
      <QueryState query={staff} isEmpty={(d) => d.items.length === 0} emptyText={MSG_NO_STAFF_ONLINE}>
        {(d) => (
          <ul className={classes.staff} aria-label="在线客服列表">
            {d.items.map((u) => (
              <li key={u.user_id}>
                <button
                  type="button"
                  className={classes.staffButton}
                  onClick={() => {
                    onClose();
                    go(paths.sessionChatItem({ chat_type: 'chat_service', to_user_id: u.user_id, to_user_name: u.name, type: 1 }));
                  }}
                >
                  <span>{u.name}</span>
                  <span className={classes.rowMeta}>在线</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Modal>
  );
}
