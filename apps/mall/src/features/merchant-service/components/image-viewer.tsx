// The large view of one image (a dialog), loaded on the first click: Mantine's Modal and what it brings
// (focus trap, scroll lock) stay out of the screens' first load.
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Modal } from '@mantine/core';
import classes from './merchant-service.module.css';

export default function ImageViewer({ src, label, onClose }: { src: string | null; label: string; onClose: () => void }) {
  return (
    <Modal opened={src !== null} onClose={onClose} title="查看大图" size="auto" centered>
      {src && <img className={classes.large} src={src} alt={`${label}大图`} />}
    </Modal>
  );
}
