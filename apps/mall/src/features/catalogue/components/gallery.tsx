// The product pictures (spec 02 §2 carousel): one large picture with previous / next and thumbnails. Plain
// markup instead of a carousel library keeps /enableInfo's first load small.
import type { FileRef } from '@ws/api-sdk';
import { useState } from 'react';
import classes from './enable-info.module.css';

export function Gallery({ files, name }: { files: FileRef[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (files.length === 0) return <div className={classes.stage} aria-hidden="true" />;
  const current = files[Math.min(index, files.length - 1)]!;
  const go = (d: number) => setIndex((i) => (i + d + files.length) % files.length);
  return (
    <div className={classes.gallery} role="region" aria-roledescription="carousel" aria-label="商品图片">
      <div className={classes.stage}>
        <img src={current.FileUrl} alt={`${name} 图片 ${index + 1}`} width={416} height={416} />
        {files.length > 1 && (
          <>
            <button type="button" className={`${classes.arrow} ${classes.prev}`} aria-label="上一张" onClick={() => go(-1)}>
              ‹
            </button>
            <button type="button" className={`${classes.arrow} ${classes.next}`} aria-label="下一张" onClick={() => go(1)}>
              ›
            </button>
          </>
        )}
      </div>
      {files.length > 1 && (
        <ul className={classes.thumbs}>
          {files.map((f, i) => (
            <li key={`${f.FileUrl}-${i}`}>
              <button type="button" className={classes.thumb} aria-current={i === index} aria-label={`第 ${i + 1} 张`} onClick={() => setIndex(i)}>
                <img src={f.FileUrl} alt="" width={56} height={56} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
