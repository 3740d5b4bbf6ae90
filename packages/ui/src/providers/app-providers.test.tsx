import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { call } from '@ws/api-sdk';
import { RequireLogin } from '../app/require-login';
import { carryNotice, resetCarriedNoticeForTests } from '../feedback/notice';
import { browser, createMockHandlers, setupMockApi } from '../testing';
import { AppProviders } from './app-providers';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_FONT_SIZE_CSS, rootFontSize } from './root-font-scale';

const server = setupMockApi();

function Caller({ name }: { name: 'helpInfo' | 'profile' }) {
  const [done, setDone] = useState('');
  const run = () =>
    (name === 'helpInfo' ? call('helpInfo', { id: 33 }) : call('profile', {})).then(
      () => setDone('ok'),
      () => setDone('failed'),
    );
  return (
    <button type="button" onClick={() => void run()}>
      调用{done}
    </button>
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  resetCarriedNoticeForTests();
  sessionStorage.clear();
});

describe('AppProviders', () => {
  it('shows the 404 alert 糟糕，404啦，请刷新重试一下 through the call-layer hook', async () => {
    server.use(...createMockHandlers({ helpInfo: new HttpResponse(null, { status: 404 }) }));
    const user = userEvent.setup();
    render(
      <AppProviders app="portal">
        <Caller name="helpInfo" />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: '调用' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('糟糕，404啦，请刷新重试一下')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('turns not-logged-in into the notice and /login?redirect=<current path>', async () => {
    window.history.replaceState(null, '', '/article?channel=law');
    const user = userEvent.setup();
    render(
      <AppProviders app="portal">
        <Caller name="profile" />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: '调用' }));
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/article?channel=law');
    expect(sessionStorage.getItem('path')).toBe('/article?channel=law');
  });

  it('stays on /login when already there', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fcart');
    const user = userEvent.setup();
    render(
      <AppProviders app="portal">
        <Caller name="profile" />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: '调用' }));
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?redirect=%2Fcart');
  });

  it('a logged-out mall route keeps 未登录或超时，请重新登陆 for the portal\'s login page (full load)', async () => {
    window.history.replaceState(null, '', '/cart');
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    render(
      <AppProviders app="mall">
        <RequireLogin>
          <span>购物车内容</span>
        </RequireLogin>
      </AppProviders>,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fcart'));
    // still waiting for the next page load, not swallowed by this one
    expect(JSON.parse(sessionStorage.getItem('pendingNotice') ?? 'null')).toEqual({ kind: 'warning', message: '未登录或超时，请重新登陆' });
  });

  it('shows the notice carried over from the previous page load once', async () => {
    carryNotice('warning', '未登录或超时，请重新登陆');
    window.history.replaceState(null, '', '/login?redirect=%2Fcart');
    render(
      <AppProviders app="portal">
        <span>登录页</span>
      </AppProviders>,
    );
    expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingNotice')).toBeNull();
  });

  it('sets lang zh-CN and leaves the root font size to CSS: no inline size, nothing on resize', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
    render(
      <AppProviders app="mall">
        <span>内容</span>
      </AppProviders>,
    );
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.style.fontSize).toBe('');
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1920 });
    window.dispatchEvent(new Event('resize'));
    await new Promise((r) => setTimeout(r, 50));
    expect(document.documentElement.style.fontSize).toBe('');
  });
});

describe('rootFontSize', () => {
  it('is 14 px up to 1200, 16 px from 1920, linear between', () => {
    expect(rootFontSize(375)).toBe(14);
    expect(rootFontSize(1200)).toBe(14);
    expect(rootFontSize(1560)).toBe(15);
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(2560)).toBe(16);
  });

  it('is what the html font-size of root-font-scale.css computes', () => {
    const rootFontCss = readFileSync(path.join(import.meta.dirname, 'root-font-scale.css'), 'utf8');
    expect(rootFontCss).toContain(`font-size: ${ROOT_FONT_SIZE_CSS};`);
    const m = /^clamp\((\d+)px, calc\((\d+)px \+ \(100vw - (\d+)px\) \/ (\d+)\), (\d+)px\)$/.exec(ROOT_FONT_SIZE_CSS);
    expect(m).not.toBeNull();
    const [min, base, from, per, max] = (m ?? []).slice(1).map(Number) as [number, number, number, number, number];
    const css = (width: number) => Math.min(max, Math.max(min, base + (width - from) / per));
    for (const w of [320, 375, 1200, 1366, 1560, 1920, 2560]) expect(css(w)).toBeCloseTo(rootFontSize(w), 2);
  });
});
