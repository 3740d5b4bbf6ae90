import { useSearchParams } from 'react-router';
import { AppLink } from '@ws/ui';
import { ownStorageUrl } from '@/shared/own-storage-url';
import classes from './preview.module.css';

export const MSG_CANNOT_PREVIEW = '无法预览该文件';

/**
 * /preview?id={fileUrl} (spec 01 §2 Preview): the document in a full-width frame — only a document of our
 * own storage (a same-origin path under /api/files/). Anything else (javascript:, another host, //host,
 * path traversal) is refused with 无法预览该文件 and nothing is framed.
 */
export function PreviewPage() {
  const [sp] = useSearchParams();
  const url = ownStorageUrl(sp.get('id'));
  if (!url) {
    return (
      <div className={classes.refused}>
        <p role="alert" className={classes.message}>
          {MSG_CANNOT_PREVIEW}
        </p>
        <p className={classes.hint}>只能预览本站文档库中的文件。</p>
        <AppLink to="/homePage" className={classes.back}>
          返回首页
        </AppLink>
      </div>
    );
  }
  return <iframe className={classes.frame} src={url} title="文件预览" />;
}
