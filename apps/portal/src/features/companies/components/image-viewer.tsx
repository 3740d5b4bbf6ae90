// An enlarged image in a dialog (the qualification certificates of the company detail). Default export:
// loaded lazily on the first click, so Mantine's Modal is not part of the detail chunk.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import classes from './company-detail.module.css';

export interface ImageViewerProps {
  src: string;
  title: string;
  onClose(): void;
}

export default function ImageViewer({ src, title, onClose }: ImageViewerProps) {
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': '关闭' }}>
      <img className={classes.enlarged} src={src} alt={title} />
    </Modal>
  );
}
