// Share links of the article detail (spec 01 §2 Article detail: WeChat, Weibo, QQ, Qzone).

export type ShareSite = 'weibo' | 'qq' | 'qzone';

const BASES: Record<ShareSite, string> = {
  weibo: 'https://service.weibo.com/share/share.php',
  qq: 'https://connect.qq.com/widget/shareqq/index.html',
  qzone: 'https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey',
};

/** The share URL of a site for a page URL and title (both encoded). */
export const shareUrl = (site: ShareSite, pageUrl: string, title: string): string =>
  `${BASES[site]}?url=${encodeURIComponent(pageUrl)}&title=${encodeURIComponent(title)}`;

/** Opens the share page in a new window without giving it a handle on this one. */
export const openShare = (site: ShareSite, pageUrl: string, title: string): void => {
  window.open(shareUrl(site, pageUrl, title), '_blank', 'noopener');
};
