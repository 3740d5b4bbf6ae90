import { openShare, shareUrl } from './share';

describe('share links', () => {
  const page = 'http://localhost:3000/detailPages?key=12&currentName=政策解读';
  const title = '安全 & 生产?';

  it('builds the Weibo, QQ and Qzone share URLs with the encoded page URL and title', () => {
    const u = encodeURIComponent(page);
    const t = encodeURIComponent(title);
    expect(shareUrl('weibo', page, title)).toBe(`https://service.weibo.com/share/share.php?url=${u}&title=${t}`);
    expect(shareUrl('qq', page, title)).toBe(`https://connect.qq.com/widget/shareqq/index.html?url=${u}&title=${t}`);
    expect(shareUrl('qzone', page, title)).toBe(`https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${u}&title=${t}`);
  });

  it('opens a new window with noopener', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openShare('weibo', page, title);
    expect(open).toHaveBeenCalledWith(shareUrl('weibo', page, title), '_blank', 'noopener');
    open.mockRestore();
  });
});
