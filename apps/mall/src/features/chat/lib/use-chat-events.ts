// "Something is new": the server's event stream (GET /api/chat/events?ticket=…, Server-Sent Events) calls
// `onSignal` within a second of a message; while the stream is unavailable (no EventSource, a proxy that
// refuses it, the network down) the page polls every few seconds instead. Every (re)connection also
// calls `onSignal`, so what arrived while the stream was down is fetched. The page also beats every
// 30 s: staff with a chat page open count as online.
import { useEffect, useRef, useState } from 'react';
import { call } from '@ws/api-sdk';

export const EVENTS_PATH = '/api/chat/events';
/** polling while the stream is down */
export const FALLBACK_POLL_MS = 3000;
/** a slow safety poll while it is up (a signal lost between processes costs at most this) */
export const SAFETY_POLL_MS = 30_000;
export const HEARTBEAT_MS = 30_000;
const RECONNECT_MS = [2000, 5000, 10_000, 30_000];

export type StreamState = 'connecting' | 'open' | 'polling';

/** `onSignal(chatId | null)`: null means "anything may have changed" (a reconnect or a poll). */
export function useChatEvents(onSignal: (chatId: number | null) => void, enabled = true): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  });

  // the stream
  useEffect(() => {
    if (!enabled) return;
    if (typeof window === 'undefined' || typeof window.EventSource === 'undefined') {
      setState('polling');
      return;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = async () => {
      setState((s) => (s === 'open' ? 'connecting' : s));
      try {
        const { ticket } = await call('chatEventsTicket', {});
        if (stopped) return;
        source = new EventSource(`${EVENTS_PATH}?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('ready', () => {
          attempt = 0;
          setState('open');
          handler.current(null);
        });
        source.addEventListener('chat', (e) => {
          let chatId: number | null = null;
          try {
            const data = JSON.parse((e as MessageEvent<string>).data) as { chat_id?: unknown };
            chatId = typeof data.chat_id === 'number' ? data.chat_id : null;
          } catch {
            chatId = null;
          }
          handler.current(chatId);
        });
        source.onerror = () => {
          if (!source || source.readyState !== EventSource.CLOSED) {
            // the browser reconnects by itself with the same ticket; poll meanwhile
            setState('polling');
            return;
          }
          // refused (an expired ticket) or gone: a new ticket after a pause
          source.close();
          source = null;
          setState('polling');
          retry();
        };
      } catch {
        setState('polling');
        retry();
      }
    };
    const retry = () => {
      if (stopped) return;
      const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
      attempt++;
      timer = setTimeout(() => void connect(), wait);
    };
    void connect();
    const online = () => {
      handler.current(null);
      if (!source && !stopped) {
        clearTimeout(timer);
        void connect();
      }
    };
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('online', online);
    };
  }, [enabled]);

  // polling: every few seconds without the stream, rarely with it
  useEffect(() => {
    if (!enabled) return;
    const every = state === 'open' ? SAFETY_POLL_MS : FALLBACK_POLL_MS;
    const t = setInterval(() => handler.current(null), every);
    return () => clearInterval(t);
  }, [enabled, state]);

  // presence
  useEffect(() => {
    if (!enabled) return;
    const beat = () => void call('chatHeartbeat', {}).catch(() => {});
    beat();
    const t = setInterval(beat, HEARTBEAT_MS);
    return () => clearInterval(t);
  }, [enabled]);

  return state;
}
