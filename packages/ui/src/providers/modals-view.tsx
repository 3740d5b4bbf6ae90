// Loaded on the first dialog only: ModalsProvider (Modal, focus trap, scroll lock) and its CSS stay out
// of the entry chunk. Mounted as a sibling of the app: use `modals.*` / confirmDialog / alertDialog,
// not the `useModals()` hook.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

export default function ModalsView({ onReady }: { onReady: () => void }) {
  // Passive effects run after ModalsProvider's layout effect has subscribed to the modal events.
  useEffect(() => {
    onReady();
  }, [onReady]);
  return <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>{null}</ModalsProvider>;
}
