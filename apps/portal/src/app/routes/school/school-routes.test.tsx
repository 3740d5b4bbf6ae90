import { screen, waitFor } from '@testing-library/react';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { AppRoutes } from '@ws/ui';
import { renderWithProviders } from '@ws/ui/testing';
import { screens } from '@/app/screens';
import { server } from '@/testing/server';

const renderAt = (route: string) => renderWithProviders(<AppRoutes app="portal" screens={screens} />, { route });

describe('lecture hall routes', () => {
  it('sends a logged-out visitor of /courseware and /listlive to /login, asking nothing', async () => {
    const courseinfo = vi.fn(() => ({}) as never);
    const liveinfo = vi.fn(() => ({}) as never);
    server.use(mockEndpoint('courseinfo', courseinfo), mockEndpoint('liveinfo', liveinfo));
    const a = renderAt('/courseware?key=701');
    await waitFor(() => expect(a.location()).toBe(`/login?redirect=${encodeURIComponent('/courseware?key=701')}`));
    a.unmount();
    const b = renderAt('/listlive?key=711');
    await waitFor(() => expect(b.location()).toBe(`/login?redirect=${encodeURIComponent('/listlive?key=711')}`));
    expect(courseinfo).not.toHaveBeenCalled();
    expect(liveinfo).not.toHaveBeenCalled();
  });

  it('shows the courseware to a logged-in member; /managementInfo and /school need no login', async () => {
    localStorage.setItem('token', 'mock-token-1001');
    const a = renderAt('/courseware?key=701');
    expect(await screen.findByRole('heading', { level: 1, name: '消防安全培训课件' }, { timeout: 5000 })).toBeInTheDocument();
    a.unmount();
    localStorage.clear();
    const b = renderAt('/managementInfo?key=501');
    expect(await screen.findByRole('heading', { level: 1, name: '危险化学品安全管理制度汇编' }, { timeout: 5000 })).toBeInTheDocument();
    b.unmount();
    renderAt('/school');
    expect(await screen.findByRole('navigation', { name: '百家大讲堂' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('百家大讲堂 - 安服通'));
  });
});
