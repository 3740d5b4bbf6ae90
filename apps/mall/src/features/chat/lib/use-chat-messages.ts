// One conversation's messages on screen (spec 02 §9: first load 20, incremental fetch up to 99): the
// newest 20 first, then list_self_new after the newest fetched id on every signal (looping while a full 99 came
// back), older pages before the oldest id on scrolling up. Messages are kept by id, so a message that
// arrives by the send answer and again by a fetch shows once, and always in id order.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call, CHAT_FIRST_LOAD, CHAT_NEW_MAX, type ChatMessage } from '@ws/api-sdk';

export interface ChatMessages {
  messages: ChatMessage[];
  /** the first page is loading */
  loading: boolean;
  error: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** fetch what came after the newest message on screen */
  fetchNew: () => Promise<void>;
  loadOlder: () => Promise<void>;
  /** a message this page sent (the send call's answer) */
  add: (m: ChatMessage) => void;
  reload: () => void;
}

/** Merge by id, ascending. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : '加载失败');

export function useChatMessages(chatId: number | null): ChatMessages {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [generation, setGeneration] = useState(0);
  const latest = useRef<ChatMessage[]>([]);
  latest.current = messages;
  // one incremental fetch at a time; a signal during one asks for another round after it
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const ready = useRef(false);
  // the newest id a fetch returned: what list_self_new continues from. A message this page sent is not
  // counted, or one the other side sent just before it would be skipped.
  const fetchedMax = useRef(0);

  useEffect(() => {
    if (chatId === null) return;
    const abort = new AbortController();
    ready.current = false;
    setLoading(true);
    setError(null);
    call('chatItemListSelf', { chat_id: chatId, pageNum: 1, pageSize: CHAT_FIRST_LOAD }, { signal: abort.signal })
      .then((page) => {
        setMessages(page.items);
        latest.current = page.items;
        fetchedMax.current = page.items.at(-1)?.id ?? 0;
        setHasOlder(page.total > page.items.length);
        ready.current = true;
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setError(messageOf(e));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [chatId, generation]);

  const fetchNew = useCallback(async () => {
    if (chatId === null || !ready.current) return;
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const newest = latest.current.filter((m) => m.id <= fetchedMax.current).at(-1);
        const { items } = await call('chatItemListSelfNew', { chat_id: chatId, max_id: fetchedMax.current, max_time: newest?.create_time ?? '' });
        if (items.length > 0) {
          fetchedMax.current = Math.max(fetchedMax.current, items.at(-1)!.id);
          latest.current = mergeMessages(latest.current, items);
          setMessages(latest.current);
        }
        if (items.length >= CHAT_NEW_MAX) again.current = true;
      } while (again.current);
    };
    inFlight.current = run()
      .catch(() => {
        /* the next signal or poll tries again */
      })
      .finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  }, [chatId]);

  const loadOlder = useCallback(async () => {
    const oldest = latest.current[0];
    if (chatId === null || !oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await call('chatItemListSelf', { chat_id: chatId, before_id: oldest.id, pageSize: CHAT_FIRST_LOAD });
      latest.current = mergeMessages(latest.current, page.items);
      setMessages(latest.current);
      setHasOlder(page.items.length >= CHAT_FIRST_LOAD);
    } catch {
      /* stays as it is; scrolling up again retries */
    } finally {
      setLoadingOlder(false);
    }
  }, [chatId, loadingOlder]);

  const add = useCallback((m: ChatMessage) => {
    latest.current = mergeMessages(latest.current, [m]);
    setMessages(latest.current);
  }, []);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { messages, loading, error, hasOlder, loadingOlder, fetchNew, loadOlder, add, reload };
}
