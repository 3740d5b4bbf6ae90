// A dialog with content (a form, a large image) through the app's one modal host: the ModalsProvider that
// confirmDialog / alertDialog use, loaded on the first dialog (providers/deferred-providers.tsx). So a
// screen gets a dialog without Mantine's Modal in its own chunk. The content renders inside that host
// (under the router and the query client, not under the screen's own context providers).
import { modals } from '@mantine/modals';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  opened: boolean;
  /** Escape, the × or a click outside; not called when `opened` turns false or the component unmounts */
  onClose: () => void;
  title?: ReactNode;
  /** Mantine's Modal size ('sm', 'md', 'auto', a width) */
  size?: string | number;
  children?: ReactNode;
}

/** Declarative dialog: open while `opened`, its title and content kept up to date; renders nothing in place. */
export function Modal({ opened, onClose, title, size, children }: ModalProps) {
  const openId = useRef<string | null>(null);
  const latest = useRef({ onClose, title, children });
  useLayoutEffect(() => {
    latest.current = { onClose, title, children };
  });

  useEffect(() => {
    if (!opened) return;
    const { title: t, children: c } = latest.current;
    const modalId = modals.open({
      title: t,
      size,
      children: c,
      onClose: () => {
        // closed by the user (Escape, ×, overlay): tell the owner once
        if (openId.current !== modalId) return;
        openId.current = null;
        latest.current.onClose();
      },
    });
    openId.current = modalId;
    return () => {
      if (openId.current !== modalId) return;
      openId.current = null;
      modals.close(modalId);
    };
  }, [opened, size]);

  // later renders: the host shows the new title and content (same element types keep their state)
  useEffect(() => {
    if (openId.current !== null) modals.updateModal({ modalId: openId.current, title, children });
  }, [title, children]);

  return null;
}
