import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { SideBar } from './side-bar';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links the help ids, the content centre and the government sites; shows company and filing number', async () => {
    const { user, location } = renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const help: Array<[string, number]> = [
      ['帮助中心', 33], ['发票信息', 39], ['如何支付', 38], ['配送方式', 35], ['售后服务', 36],
      ['隐私政策', 37], ['公司简介', 40], ['联系我们', 41], ['加入我们', 42],
    ];
    for (const [name, id] of help) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/help/orders?id=${id}`);
      // spec 01 §2: /help/orders opens in a new tab
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const id of [1829, 1830, 1831]) expect(footer.querySelector(`a[href="/help/content?id=${id}"]`)).not.toBeNull();

    const gov = within(screen.getByRole('navigation', { name: '应急管理部门' })).getAllByRole('link');
    expect(gov.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.mem.gov.cn/',
      'https://yjgl.gd.gov.cn/',
      'https://yjglj.gz.gov.cn/',
      'https://yjgl.dg.gov.cn/',
    ]);
    for (const a of gov) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByText(/广州安服通信息科技有限公司/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '粤ICP备2026012345号-1' })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');

    await user.click(within(footer).getByRole('link', { name: '售后服务' }));
    expect(sessionStorage.getItem('helpMeunId')).toBe('36');
    expect(location()).toBe('/');
  });
});

describe('SideBar', () => {
  it('offers 在线客服, 手机APP (QR on hover/focus), 赋能, 购物车 and 返回顶部', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = renderWithProviders(<SideBar />, { app: 'mall' });
    expect(screen.getByRole('link', { name: '在线客服' })).toHaveAttribute('href', '/session');
    expect(screen.getByRole('link', { name: '赋能' })).toHaveAttribute('href', '/funeng');
    expect(screen.getByRole('link', { name: '购物车' })).toHaveAttribute('href', '/cart');

    const app = screen.getByRole('button', { name: '手机APP' });
    expect(screen.queryByRole('img', { name: '手机APP二维码' })).not.toBeInTheDocument();
    fireEvent.focus(app);
    const qr = await screen.findByRole('img', { name: '手机APP二维码' });
    expect(qr).toHaveAttribute('width', '100');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(app).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
