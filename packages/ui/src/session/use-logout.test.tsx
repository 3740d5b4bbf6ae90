import { render, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@ws/api-sdk';
import { RequireLogin } from '../app/require-login';
import { resetCarriedNoticeForTests } from '../feedback/notice';
import { SiteHeader } from '../layout/site-header';
import { AppProviders } from '../providers/app-providers';
import { browser, loginAs, renderWithProviders, setupMockApi } from '../testing';

setupMockApi();

afterEach(() => {
  vi.restoreAllMocks();
  resetCarriedNoticeForTests();
  window.history.replaceState(null, '', '/');
});

describe('useLogout', () => {
  it('keeps 退出成功 for the page load of /homePage, however slowly the leaving page draws it', async () => {
    // What the leaving page has when the reload starts: the toast it draws itself is lost with it.
    let pendingAtReload: string | null | undefined;
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {
      pendingAtReload = sessionStorage.getItem('pendingNotice');
    });
    loginAs();
    const { user } = renderWithProviders(
      <>
        <SiteHeader />
        <RequireLogin>
          <span>购物车内容</span>
        </RequireLogin>
      </>,
      { route: '/cart', app: 'mall' },
    );
    await user.click(screen.getByRole('button', { name: '退出' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/homePage'));
    expect(sessionStore.getState().token).toBeNull();
    expect(JSON.parse(pendingAtReload ?? 'null')).toEqual({ kind: 'success', message: '退出成功' });
    // the logged-out cart did not replace it with the login warning
    expect(sessionStorage.getItem('pendingNotice')).toContain('退出成功');

    // the next page load: the portal's /homePage shows it once
    resetCarriedNoticeForTests();
    window.history.replaceState(null, '', '/homePage');
    render(
      <AppProviders app="portal">
        <span>首页</span>
      </AppProviders>,
    );
    expect(await screen.findByText('退出成功')).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingNotice')).toBeNull();
  });

  it('shows 退出成功 on this page before the reload when session storage is unavailable', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    loginAs();
    const { user } = renderWithProviders(<SiteHeader />, { route: '/cart', app: 'mall' });
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === window.sessionStorage) throw new DOMException('quota', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    await user.click(screen.getByRole('button', { name: '退出' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('退出成功')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/homePage'));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    loginAs();
    const { user } = renderWithProviders(<SiteHeader />, { route: '/cart', app: 'mall' });
    await user.click(screen.getByRole('button', { name: '退出' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('pendingNotice')).toBeNull();
    expect(sessionStore.getState().token).toBe('test-token');
  });
});
