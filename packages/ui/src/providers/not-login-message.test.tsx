import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { call } from '@ws/api-sdk';
import type { AppName } from '@ws/routes';
import { resetCarriedNoticeForTests } from '../feedback/notice';
import { browser, createMockHandlers, envelope, setupMockApi } from '../testing';
import { AppProviders } from './app-providers';
import { notLoginMessageFor } from './not-login-message';

const server = setupMockApi();

/** Once mounted, a public read that the server answers with data 'notlogin'. */
function NotLoginRead({ notLoginMessage }: { notLoginMessage?: string | undefined }) {
  useEffect(() => {
    call('helpInfo', { id: 33 }, notLoginMessage ? { notLoginMessage } : {}).catch(() => {});
  }, [notLoginMessage]);
  return null;
}

const renderIn = (app: AppName, at: string, notLoginMessage?: string) => {
  window.history.replaceState(null, '', at);
  server.use(...createMockHandlers({ helpInfo: envelope('notlogin') }));
  render(
    <AppProviders app={app}>
      <NotLoginRead notLoginMessage={notLoginMessage} />
    </AppProviders>,
  );
};

const carried = () => JSON.parse(sessionStorage.getItem('pendingNotice') ?? 'null') as unknown;

afterEach(() => {
  vi.restoreAllMocks();
  resetCarriedNoticeForTests();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the notlogin notice per app', () => {
  it('portal (spec part 1): 未登录，请先登录, then /login', async () => {
    renderIn('portal', '/help/content?id=33');
    expect(await screen.findByText('未登录，请先登录')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('portal consult: 请先登录再咨询', async () => {
    renderIn('portal', '/expert', '请先登录再咨询');
    expect(await screen.findByText('请先登录再咨询')).toBeInTheDocument();
  });

  it('mall (spec part 2): 未登录，请先登陆, carried to the portal\'s login page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderIn('mall', '/cart');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fcart'));
    expect(carried()).toEqual({ kind: 'warning', message: '未登录，请先登陆' });
  });

  it('mall consult: 请选登录再咨询', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderIn('mall', '/session', '请先登录再咨询');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(carried()).toEqual({ kind: 'warning', message: '请选登录再咨询' });
  });

  it('leaves other messages as they are', () => {
    expect(notLoginMessageFor('mall', '未登录或超时，请重新登陆')).toBe('未登录或超时，请重新登陆');
    expect(notLoginMessageFor('portal', '未登录，请先登录')).toBe('未登录，请先登录');
  });
});
