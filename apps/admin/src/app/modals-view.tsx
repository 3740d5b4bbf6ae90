// Loaded on the first dialog only (app/feedback.tsx): confirmDialog / alertDialog of @ws/ui.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

export default function ModalsView({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    onReady();
  }, [onReady]);
  return <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>{null}</ModalsProvider>;
}
