// The files of a detail screen, by group (an application's 营业执照, 资质图片 …; a product's 商品图片): pictures large, each opening full size in
// a new tab; other files (PDF …) as links. Only safe addresses are shown (a same-site path or http(s)).
import type { AdminReviewDetail } from '@ws/api-sdk';
import { isImageFile, safeFileUrl } from './files';
import classes from './detail.module.css';

export function FileGroups({ groups }: { groups: AdminReviewDetail['files'] }) {
  if (groups.length === 0) return <p>未提交附件</p>;
  return (
    <>
      {groups.map((g) => (
        <div key={g.label} className={classes.fileGroup} role="group" aria-label={g.label}>
          <p className={classes.fileLabel}>{g.label}</p>
          {g.items.length === 0 ? (
            <p>未上传</p>
          ) : (
            <div className={classes.images}>
              {g.items.map((f, i) => {
                const url = safeFileUrl(f.FileUrl);
                const name = f.FileName || `${g.label}${g.items.length > 1 ? i + 1 : ''}`;
                if (!url) return <span key={`${i}-${f.FileUrl}`}>{name}（地址无效）</span>;
                return isImageFile(f) ? (
                  <a key={`${i}-${url}`} href={url} target="_blank" rel="noopener noreferrer" className={classes.image} title="点击查看原图">
                    <img src={url} alt={name} loading="lazy" />
                  </a>
                ) : (
                  <a key={`${i}-${url}`} href={url} target="_blank" rel="noopener noreferrer">
                    {name}
                  </a>
                );
              })}
            </div>
          )}
        </div>
      ))}
    </>
  );
}
