import { act, render, screen } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, STAFF_IDLE_MINUTES } from '@ws/api-sdk';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { renderAdmin, STAFF } from '@/testing/render-admin';
import { server } from '@/testing/server';
import { ADMIN_ACTIVE_KEY, STAFF_IDLE_MS, msUntilIdle } from './idle-logout';
import { hasRole } from './roles';
import { ADMIN_STAFF_KEY, parseStaff, staffSession, useStaffSession } from './staff-session';

describe('the staff session', () => {
  it('keeps the token under adminToken and the profile beside it, never in the members\' keys', () => {
    staffSession.signIn({ token: 't1', staff: STAFF.ops });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('t1');
    expect(parseStaff(window.localStorage.getItem(ADMIN_STAFF_KEY))).toEqual(STAFF.ops);
    expect(window.localStorage.getItem('token')).toBeNull();
    staffSession.signOut();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_STAFF_KEY)).toBeNull();
    expect(staffSession.get()).toEqual({ token: null, staff: null });
  });

  it('reads a malformed profile as none, and unknown roles not at all', () => {
    expect(parseStaff('{oops')).toBeNull();
    expect(parseStaff(JSON.stringify({ id: '1', account: 'a', name: 'b', roles: [] }))).toBeNull();
    expect(parseStaff(JSON.stringify({ id: 1, account: 'a', name: 'b', roles: ['ops', 'root'] }))?.roles).toEqual(['ops']);
  });

  it('follows a login or logout in another tab (the storage event)', () => {
    function Who() {
      const { staff } = useStaffSession();
      return <p>{staff?.name ?? '未登录'}</p>;
    }
    staffSession.signOut();
    render(<Who />);
    expect(screen.getByText('未登录')).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(ADMIN_TOKEN_KEY, 't2');
      window.localStorage.setItem(ADMIN_STAFF_KEY, JSON.stringify(STAFF.editor));
      window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_TOKEN_KEY }));
    });
    expect(screen.getByText('编辑小王')).toBeInTheDocument();
    act(() => {
      window.localStorage.removeItem(ADMIN_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_TOKEN_KEY }));
    });
    expect(screen.getByText('未登录')).toBeInTheDocument();
  });

  it('lets 超级管理员 open everything and the others what their roles name', () => {
    expect(hasRole(['super'], ['ops'])).toBe(true);
    expect(hasRole(['ops'], ['ops'])).toBe(true);
    expect(hasRole(['editor'], ['ops'])).toBe(false);
    expect(hasRole(['cs'], [])).toBe(true);
    expect(hasRole(undefined, [])).toBe(false);
  });
});

describe('the idle logout', () => {
  it('counts 30 minutes from the last input in any tab', () => {
    expect(STAFF_IDLE_MS).toBe(STAFF_IDLE_MINUTES * 60_000);
    expect(STAFF_IDLE_MS).toBe(30 * 60_000);
    expect(msUntilIdle(1000, 0, 1000)).toBe(STAFF_IDLE_MS);
    expect(msUntilIdle(1000, 0, 1000 + STAFF_IDLE_MS)).toBe(0);
    // another tab was used a minute ago: this one waits too
    expect(msUntilIdle(0, 60_000, STAFF_IDLE_MS)).toBe(60_000);
  });

  describe('in the console', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('logs out after 30 minutes without input, to /admin/login?redirect=<the page>; input resets the timer', async () => {
      const logout = vi.fn();
      server.use(mockEndpoint('adminLogout', ({ token }) => (logout(token), null)));
      // timers that also run with the clock (react-query and msw schedule with setTimeout), moved on by hand
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
      const { location } = renderAdmin('/admin', { staff: STAFF.ops });
      expect(await screen.findByRole('heading', { name: '欢迎，运营小陈' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(STAFF_IDLE_MS - 60_000);
      });
      // input a minute before the end: 30 more minutes
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      });
      act(() => {
        vi.advanceTimersByTime(5 * 60_000);
      });
      expect(location()).toBe('/admin');
      expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('staff-token-test');
      expect(Number(window.localStorage.getItem(ADMIN_ACTIVE_KEY))).toBeGreaterThan(0);
      act(() => {
        vi.advanceTimersByTime(STAFF_IDLE_MS);
      });
      expect(location()).toBe('/admin/login?redirect=%2Fadmin');
      expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      vi.useRealTimers();
      expect(await screen.findByLabelText('账号')).toBeInTheDocument();
      expect(await screen.findByText('未登录或超时，请重新登陆')).toBeInTheDocument();
      expect(logout).toHaveBeenCalledWith('staff-token-test');
    });
  });
});
