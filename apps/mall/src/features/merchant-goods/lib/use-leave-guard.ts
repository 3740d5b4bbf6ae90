// Leaving a form with unsaved changes asks first: closing or reloading the tab (beforeunload) and following a
// link inside the page (the menu, the header). The app's router is not a data router (no useBlocker), so a
// click on a same-site link is held in the capture phase and followed after 确定.
import { confirmDialog, useAppNavigate } from '@ws/ui';
import { useEffect, useRef } from 'react';

export const MSG_LEAVE_CONFIRM = '有未保存的修改，确定离开吗？';

export function useLeaveGuard(dirty: boolean) {
  const navigate = useAppNavigate();
  const released = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty && !released.current;

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!dirtyRef.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      void confirmDialog({ message: MSG_LEAVE_CONFIRM, confirmLabel: '离开' }).then((ok) => {
        if (!ok) return;
        released.current = true;
        navigate(to);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [navigate]);

  /** Asks when dirty; true to go on. */
  const confirmLeave = async () => !dirtyRef.current || (await confirmDialog({ message: MSG_LEAVE_CONFIRM, confirmLabel: '离开' }));
  /** After a save: leave without asking. */
  const release = () => {
    released.current = true;
    dirtyRef.current = false;
  };
  return { confirmLeave, release };
}
