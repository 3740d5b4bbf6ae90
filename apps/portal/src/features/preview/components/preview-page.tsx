import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink, PageLoader } from '@ws/ui';
import { fileExtension, ownStorageUrl } from '@/shared/own-storage-url';
import classes from './preview.module.css';

export const MSG_CANNOT_PREVIEW = '无法预览该文件';
export const MSG_NO_INLINE_PREVIEW = '该文件不支持在线预览';
export const MSG_FILE_MISSING = '文件不存在或已被删除';
export const MSG_FILE_UNAVAILABLE = '文件暂时无法打开，请稍后重试';

/** What a browser shows in a frame by itself; anything else (Word, Excel, archives) it would only download. */
const FRAMEABLE = new Set(['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'txt']);

const OFFICE_NAMES: Record<string, string> = {
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
};

/** The file's own name (last path segment, decoded) for the download. */
const fileNameOf = (url: string): string => {
  const last = (url.split(/[?#]/, 1)[0] ?? '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

type Check = 'checking' | 'ok' | 'missing' | 'failed';

/** Asks the storage whether the document is there (HEAD), so a missing one gets a message, not the server's JSON. */
function useDocumentCheck(url: string | null, attempt: number): Check {
  const [state, setState] = useState<{ key: string; check: Check }>({ key: '', check: 'checking' });
  const key = `${url ?? ''}#${attempt}`;
  useEffect(() => {
    if (!url) return;
    const ctrl = new AbortController();
    fetch(new URL(url, window.location.origin), { method: 'HEAD', signal: ctrl.signal, cache: 'no-store' })
      .then((res) => setState({ key, check: res.ok ? 'ok' : res.status === 404 || res.status === 410 ? 'missing' : 'failed' }))
      .catch((e: unknown) => {
        if (!(e instanceof Error && e.name === 'AbortError')) setState({ key, check: 'failed' });
      });
    return () => ctrl.abort();
  }, [url, key]);
  return state.key === key ? state.check : 'checking';
}

function Notice({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className={classes.refused}>
      <p role="alert" className={classes.message}>
        {title}
      </p>
      <p className={classes.hint}>{hint}</p>
      {children}
      <AppLink to="/homePage" className={classes.back}>
        返回首页
      </AppLink>
    </div>
  );
}

function FramedDocument({ url }: { url: string }) {
  const [attempt, setAttempt] = useState(0);
  const check = useDocumentCheck(url, attempt);
  if (check === 'checking') return <PageLoader />;
  if (check === 'missing') return <Notice title={MSG_FILE_MISSING} hint="该文档可能已被移除或链接有误，请返回原页面查看其他资料。" />;
  if (check === 'failed') {
    return (
      <Notice title={MSG_FILE_UNAVAILABLE} hint="网络或服务器暂时出现问题。">
        <button type="button" className={classes.action} onClick={() => setAttempt((n) => n + 1)}>
          重试
        </button>
      </Notice>
    );
  }
  return <iframe className={classes.frame} src={url} title="文件预览" />;
}

/**
 * /preview?id={fileUrl} (spec 01 §2 Preview): the document in a full-width frame — only a document of our
 * own storage (a same-origin path under /api/files/). Anything else (javascript:, another host, //host,
 * path traversal) is refused with 无法预览该文件 and nothing is framed. A format the browser cannot show
 * (a Word file) is offered as a download with a short explanation; a missing document gets a message.
 */
export function PreviewPage() {
  const [sp] = useSearchParams();
  const url = ownStorageUrl(sp.get('id'));
  if (!url) {
    return <Notice title={MSG_CANNOT_PREVIEW} hint="只能预览本站文档库中的文件。" />;
  }
  const ext = fileExtension(url);
  if (!FRAMEABLE.has(ext)) {
    const kind = OFFICE_NAMES[ext];
    return (
      <Notice
        title={MSG_NO_INLINE_PREVIEW}
        hint={
          kind
            ? `这是一个 ${kind} 文档（.${ext}），浏览器无法直接打开。请下载后用 ${kind} 或 WPS 等办公软件查看。`
            : '浏览器无法直接打开这种格式的文件，请下载后用相应的软件查看。'
        }
      >
        <a href={url} download={fileNameOf(url)} className={classes.action}>
          下载文件
        </a>
      </Notice>
    );
  }
  return <FramedDocument key={url} url={url} />;
}
