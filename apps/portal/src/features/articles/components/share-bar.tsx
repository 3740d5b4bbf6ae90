import '@mantine/core/styles/Popover.css';
import { Popover } from '@mantine/core';
import { QrCode } from '@ws/ui';
import { openShare, type ShareSite } from '../lib/share';
import classes from './articles.module.css';

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

/** 分享: WeChat (a QR code of the page to scan), Weibo, QQ and Qzone (their share pages in a new window). */
export function ShareBar({ pageUrl, title }: ShareBarProps) {
  return (
    <div className={classes.share} role="group" aria-label="分享">
      <span className={classes.shareLabel}>分享到：</span>
      <Popover position="bottom" withArrow shadow="md" width={190}>
        <Popover.Target>
          <button type="button" className={`${classes.shareButton} ${classes.wechat}`} aria-label="分享到微信">
            微信
          </button>
        </Popover.Target>
        <Popover.Dropdown>
          <div className={classes.qr}>
            <QrCode value={pageUrl} size={150} alt="本页二维码" />
            <p className={classes.qrText}>微信扫一扫分享</p>
          </div>
        </Popover.Dropdown>
      </Popover>
      {SITES.map((s) => (
        <button key={s.site} type="button" className={`${classes.shareButton} ${classes[s.site]}`} aria-label={s.label} onClick={() => openShare(s.site, pageUrl, title)}>
          {s.short}
        </button>
      ))}
    </div>
  );
}
