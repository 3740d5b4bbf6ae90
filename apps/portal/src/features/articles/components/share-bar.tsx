import { lazy, Suspense, useState } from 'react';
import { openShare, type ShareSite } from '../lib/share';
import classes from './articles.module.css';

const loadWechatShare = () => import('./wechat-share');
// a chunk that cannot be downloaded (a new deployment, a lost connection) says so instead of breaking the page
const WechatShare = lazy(() =>
  loadWechatShare().catch(() => ({
    default: () => (
      <span className={classes.shareLabel} role="alert">
        二维码加载失败，请刷新重试
      </span>
    ),
  })),
);

const SITES: { site: ShareSite; label: string; short: string }[] = [
  { site: 'weibo', label: '分享到微博', short: '微博' },
  { site: 'qq', label: '分享到QQ', short: 'QQ' },
  { site: 'qzone', label: '分享到QQ空间', short: 'QQ空间' },
];

export interface ShareBarProps {
  /** the URL of this page */
  pageUrl: string;
  title: string;
}

const WECHAT_BUTTON = `${classes.shareButton} ${classes.wechat}`;

/**
 * 分享: WeChat (a QR code of the page to scan), Weibo, QQ and Qzone (their share pages in a new window).
 * The WeChat popover's code comes when the pointer or the focus reaches its button; until then (and
 * while it loads) the button is a plain one that remembers a click.
 */
export function ShareBar({ pageUrl, title }: ShareBarProps) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const preload = () => {
    // a failed download shows on click (the Suspense boundary's error), not here
    loadWechatShare().catch(() => undefined);
  };
  const plain = (
    <button
      type="button"
      className={WECHAT_BUTTON}
      aria-label="分享到微信"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(e) => {
        setHadFocus(document.activeElement === e.currentTarget);
        setWanted(true);
        setOpened(true);
      }}
    >
      微信
    </button>
  );
  return (
    <div className={classes.share} role="group" aria-label="分享">
      <span className={classes.shareLabel}>分享到：</span>
      {wanted ? (
        <Suspense fallback={plain}>
          <WechatShare pageUrl={pageUrl} opened={opened} onChange={setOpened} autoFocus={hadFocus} buttonClassName={WECHAT_BUTTON} />
        </Suspense>
      ) : (
        plain
      )}
      {SITES.map((s) => (
        <button key={s.site} type="button" className={`${classes.shareButton} ${classes[s.site]}`} aria-label={s.label} onClick={() => openShare(s.site, pageUrl, title)}>
          {s.short}
        </button>
      ))}
    </div>
  );
}
