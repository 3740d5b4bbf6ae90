// Thumbnails of a request's or a review's images; a click opens the image large in a dialog.
import type { FileRef } from '@ws/api-sdk';
import { lazy, Suspense, useState } from 'react';
import { safeUrl } from '@/shared/files';
import classes from './merchant-service.module.css';

const ImageViewer = lazy(() => import('./image-viewer'));

export function ImageGallery({ files, label }: { files: readonly FileRef[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  // loaded with the first click, kept mounted afterwards (the dialog closes with its transition)
  const [wanted, setWanted] = useState(false);
  if (open !== null && !wanted) setWanted(true);
  const urls = files.map((f) => safeUrl(f.FileUrl)).filter((u): u is string => u !== null);
  if (urls.length === 0) return null;
  return (
    <>
      <ul className={classes.images} aria-label={label}>
        {urls.map((src, i) => (
          <li key={src}>
            <button type="button" className={classes.thumbButton} onClick={() => setOpen(src)} aria-label={`查看大图 ${i + 1}`}>
              <img src={src} alt={`${label} ${i + 1}`} loading="lazy" width={72} height={72} />
            </button>
          </li>
        ))}
      </ul>
      {wanted && (
        <Suspense fallback={null}>
          <ImageViewer src={open} label={label} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
