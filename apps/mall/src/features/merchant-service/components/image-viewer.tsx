// The large view of one image (a dialog, in the app's modal host that loads with the first dialog), loaded on
// the first click.
import { Modal } from '@ws/ui';
import classes from './merchant-service.module.css';

export default function ImageViewer({ src, label, onClose }: { src: string | null; label: string; onClose: () => void }) {
  return (
    <Modal opened={src !== null} onClose={onClose} title="查看大图" size="auto">
      {src && <img className={classes.large} src={src} alt={`${label}大图`} />}
    </Modal>
  );
}
