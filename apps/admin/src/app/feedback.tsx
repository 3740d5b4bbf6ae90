// Mantine's <Notifications> and <ModalsProvider>, which @ws/ui's notice() and confirmDialog()/alertDialog()
// need mounted, loaded on the first notice or dialog (the console's first load does not carry them), as
// AppProviders does for the portal and the mall.
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';

const NotificationsView = lazy(() => import('./notifications-view'));
const ModalsView = lazy(() => import('./modals-view'));

/** Mounts <Notifications> once the first notice is in the store. */
export function DeferredNotifications() {
  const count = useNotifications().notifications.length;
  const [wanted, setWanted] = useState(false);
  if (count > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsView />
    </Suspense>
  );
}

// The window events of @mantine/modals that open, close or update a modal.
const MODAL_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal', 'closeModal', 'closeContextModal', 'closeAllModals', 'updateModal', 'updateContextModal'].map(
  (e) => `mantine-modals:${e}`,
);

/** Loads ModalsProvider on the first modal event and replays the events that came before it was ready. */
export function DeferredModals() {
  const [wanted, setWanted] = useState(false);
  const queue = useRef<Array<{ type: string; detail: unknown }>>([]);
  const ready = useRef(false);
  useLayoutEffect(() => {
    const onEvent = (e: Event) => {
      if (ready.current) return;
      queue.current.push({ type: e.type, detail: (e as CustomEvent).detail });
      setWanted(true);
    };
    for (const name of MODAL_EVENTS) window.addEventListener(name, onEvent);
    return () => {
      for (const name of MODAL_EVENTS) window.removeEventListener(name, onEvent);
    };
  }, []);
  const onReady = useCallback(() => {
    if (ready.current) return;
    ready.current = true;
    for (const { type, detail } of queue.current.splice(0)) window.dispatchEvent(new CustomEvent(type, { detail }));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsView onReady={onReady} />
    </Suspense>
  );
}
