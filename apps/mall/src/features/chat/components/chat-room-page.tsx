// /session/chatItem (type 1 customer service, else a user consultation) and /session/chatitemExpert
// (spec 02 §2, §4 Chat): messages left or right by sender (isfrom 0 is one's own, on the right) with
// their times; Enter sends, Shift+Enter a new line, send disabled while empty; the first 20 messages,
// then incremental fetches when the event stream says something is new (polling when it is down);
// older ones on scrolling up. A consultation: 咨询已结束 when is_confirm is 1 (unless free, pass 1), the
// input disabled and a rate / already-rated button; the expert can end it. A supplier conversation (联系商家,
// chat_type chat_supplier, named by chat_id): 商家咨询：the company for the buyer, 买家咨询：the buyer for the
// company's members, the attached product or order shown as a card that opens it.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call, CHAT_MESSAGE_MAX, CHAT_TYPES, MSG_CHAT_ENDED, MSG_CHAT_TOO_LONG, type ChatInfo, type ChatMessage, type ChatType } from '@ws/api-sdk';
import { paths } from '@ws/routes';
import { AppLink, confirmDialog, formatDateTime, notice, PageContainer, QueryState } from '@ws/ui';
import { chatInfoQuery, chatListKey, useChatInfo, type ChatTarget } from '../api/chat-queries';
import { ChatCardView } from './chat-card';
import { useChatEvents } from '../lib/use-chat-events';
import { useChatMessages } from '../lib/use-chat-messages';
import classes from './chat.module.css';

export const MSG_END_CONFIRM = '确定要结束本次咨询吗？';

const isChatType = (v: string | null): v is ChatType => v !== null && (CHAT_TYPES as readonly string[]).includes(v);

/** The conversation the URL names. */
export function useChatTarget(kind: 'service' | 'expert'): ChatTarget & { to_user_name: string } {
  const [sp] = useSearchParams();
  const raw = sp.get('chat_type');
  const id = Number(sp.get('to_user_id'));
  const chatId = Number(sp.get('chat_id'));
  return {
    chat_type: isChatType(raw) ? raw : kind === 'expert' ? 'chat_expert' : 'chat_service',
    to_user_id: Number.isInteger(id) && id > 0 ? id : null,
    chat_id: Number.isInteger(chatId) && chatId > 0 ? chatId : null,
    order_no: (sp.get('order_no') ?? '').slice(0, 32),
    to_user_name: (sp.get('to_user_name') ?? '').slice(0, 50),
  };
}

export function ChatRoomPage({ kind }: { kind: 'service' | 'expert' }) {
  const target = useChatTarget(kind);
  const valid = target.to_user_id !== null || target.order_no !== '' || !!target.chat_id;
  const info = useChatInfo(target, valid);
  const supplier = target.chat_type === 'chat_supplier';
  const title = kind === 'expert' ? '专家咨询' : supplier ? '商家咨询' : '咨询会话';
  // until the conversation is there (loading, 会话不存在, a failed read) the page still says what it is and
  // where the member's conversations are; the room's own heading names the counterpart
  const frame = !valid || !info.isSuccess;
  return (
    <PageContainer>
      <div className={classes.page}>
        {frame ? <h1 className={classes.title}>{title}</h1> : null}
        {valid ? (
          <QueryState query={info}>{(data) => <ChatRoom info={data} target={target} title={title} fallbackName={target.to_user_name} />}</QueryState>
        ) : (
          <p role="alert" className={classes.error}>
            会话不存在
          </p>
        )}
        {frame && (!valid || !info.isPending) ? (
          <AppLink to={kind === 'expert' ? '/MyExpertChatOrders' : supplier ? paths.session({ chat_type: 'chat_supplier' }) : '/session'}>
            {kind === 'expert' ? '专家咨询订单' : '在线咨询'}
          </AppLink>
        ) : null}
      </div>
    </PageContainer>
  );
}

function ChatRoom({ info, target, title, fallbackName }: { info: ChatInfo; target: ChatTarget; title: string; fallbackName: string }) {
  const qc = useQueryClient();
  const chat = useChatMessages(info.id);
  const { fetchNew } = chat;
  const ended = info.is_confirm === 1 && info.pass !== 1;
  const isConsult = info.order_no !== '';
  const name = info.to_user_name || fallbackName;
  const supplier = !!info.company_id;
  // the expert answering reads who is asking (客户咨询：张三), not 专家咨询 of themself; so does a company's
  // member answering a buyer (买家咨询：张三)
  const heading =
    info.is_answerer === 1 && title === '专家咨询' ? `客户咨询：${name}` : supplier && info.is_answerer === 1 ? `买家咨询：${name}` : `${title}：${name}`;

  const refreshInfo = useCallback(() => qc.invalidateQueries({ queryKey: chatInfoQuery(target).queryKey }), [qc, target]);
  useChatEvents(
    useCallback(
      (chatId: number | null) => {
        if (chatId !== null && chatId !== info.id) return;
        void fetchNew();
        // the expert may have ended it
        if (chatId === info.id && isConsult && !ended) void refreshInfo();
      },
      [fetchNew, info.id, isConsult, ended, refreshInfo],
    ),
  );

  const endConsult = async () => {
    if (!(await confirmDialog({ message: MSG_END_CONFIRM }))) return;
    try {
      await call('chatConfirm', { chat_id: info.id });
      notice.success(MSG_CHAT_ENDED);
      await refreshInfo();
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'server') notice.error(e.message);
    }
  };

  const remarkLink = paths.sessionRemarkChatExpert({ to_user_id: info.to_user_id, item_id: info.item_id, order_no: info.order_no, stusta: info.isremark });

  return (
    <>
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{heading}</h1>
          <span className={classes.sub}>
            {/* the buyer talks to the company, not to the account that owns it */}
            {supplier && info.is_answerer === 0 ? '在线咨询商家，商家成员将尽快回复' : `ID：${info.to_user_id}`}
            {isConsult ? ` · 订单号：${info.order_no}` : ''}
          </span>
        </div>
        <div className={classes.actions}>
          <AppLink to={supplier ? paths.session({ chat_type: 'chat_supplier' }) : '/session'}>返回会话列表</AppLink>
          {isConsult && info.is_answerer === 1 && !ended ? (
            <Button size="xs" variant="light" color="red" onClick={() => void endConsult()}>
              结束咨询
            </Button>
          ) : null}
          {isConsult && info.is_answerer === 0 && ended ? (
            <AppLink to={remarkLink}>
              <Button size="xs" component="span">
                {info.isremark === 1 ? '评价' : '已评价'}
              </Button>
            </AppLink>
          ) : null}
        </div>
      </div>
      <div className={classes.room}>
        <MessageList chat={chat} selfLabel="我" otherLabel={name} sellerView={supplier && info.is_answerer === 1} />
        {ended ? (
          <p className={classes.ended} role="status">
            {MSG_CHAT_ENDED}
          </p>
        ) : null}
        <Composer chatId={info.id} disabled={ended} onSent={(m) => {
          chat.add(m);
          void fetchNew();
          void qc.invalidateQueries({ queryKey: chatListKey() });
        }} onEnded={() => void refreshInfo()} />
      </div>
    </>
  );
}

function MessageList({
  chat,
  selfLabel,
  otherLabel,
  sellerView = false,
}: {
  chat: ReturnType<typeof useChatMessages>;
  selfLabel: string;
  otherLabel: string;
  /** a company member reading a supplier conversation: an order card opens the seller's view of the order */
  sellerView?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const prevHeight = useRef(0);
  const prevFirst = useRef<number | null>(null);
  const { messages, loadOlder, hasOlder, loadingOlder } = chat;

  // new messages at the bottom keep the view at the bottom (when it was there); older ones added at the
  // top keep what the reader was looking at in place
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = messages[0]?.id ?? null;
    if (prevFirst.current !== null && first !== null && first < prevFirst.current) {
      el.scrollTop += el.scrollHeight - prevHeight.current;
    } else if (stick.current) {
      el.scrollTop = el.scrollHeight;
    }
    prevFirst.current = first;
    prevHeight.current = el.scrollHeight;
  }, [messages]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 40 && hasOlder && !loadingOlder) void loadOlder();
  };

  if (chat.loading) {
    return (
      <div className={classes.messages} role="status">
        加载中…
      </div>
    );
  }
  if (chat.error) {
    return (
      <div className={classes.messages} role="alert">
        {chat.error}{' '}
        <button type="button" className={classes.older} onClick={chat.reload}>
          重试
        </button>
      </div>
    );
  }
  return (
    <div className={classes.messages} ref={box} onScroll={onScroll} role="log" aria-label="消息列表" aria-live="polite">
      {hasOlder ? (
        <button type="button" className={classes.older} onClick={() => void loadOlder()} disabled={loadingOlder}>
          {loadingOlder ? '加载中…' : '查看更早的消息'}
        </button>
      ) : null}
      {messages.length === 0 ? <p className={classes.sub}>暂无消息，说点什么吧~</p> : null}
      {messages.map((m) => (
        <div key={m.id} className={`${classes.message} ${m.isfrom === 0 ? classes.mine : ''}`} data-testid="chat-message" data-mine={m.isfrom === 0 ? '1' : '0'}>
          <span className={classes.meta}>{`${m.isfrom === 0 ? selfLabel : otherLabel} ${formatDateTime(m.create_time)}`}</span>
          {m.card ? (
            <ChatCardView card={m.card} sellerView={sellerView} />
          ) : (
            // plain text: React escapes it; line breaks kept by CSS
            <div className={classes.bubble}>{m.message}</div>
          )}
        </div>
      ))}
    </div>
  );
}

function Composer({
  chatId,
  disabled,
  onSent,
  onEnded,
}: {
  chatId: number;
  disabled: boolean;
  onSent: (m: ChatMessage) => void;
  onEnded: () => void;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const length = [...text].length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  const blank = text.trim() === '';
  const canSend = !disabled && !sending && !blank && !tooLong;

  useEffect(() => {
    if (disabled) setText('');
  }, [disabled]);

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    try {
      const m = await call('chatItemAdd', { chat_id: chatId, message: text });
      setText('');
      onSent(m);
    } catch (e) {
      if (e instanceof ApiError && e.kind !== 'notLoggedIn') {
        notice.error(e.message);
        if (e.message === MSG_CHAT_ENDED) onEnded();
      }
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's candidate does nothing
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <div className={classes.composer}>
      <textarea
        className={classes.input}
        aria-label="消息内容"
        placeholder={disabled ? MSG_CHAT_ENDED : '请输入消息，Enter 发送，Shift+Enter 换行'}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-invalid={tooLong}
        aria-describedby="chat-count"
      />
      <div className={classes.composerBar}>
        <span id="chat-count" className={`${classes.count} ${tooLong ? classes.over : ''}`} role={tooLong ? 'alert' : undefined}>
          {tooLong ? MSG_CHAT_TOO_LONG : `${length}/${CHAT_MESSAGE_MAX}`}
        </span>
        <Button size="sm" onClick={() => void send()} disabled={!canSend} loading={sending}>
          发送
        </Button>
      </div>
    </div>
  );
}
