import { screen } from '@testing-library/react';
import { mockEndpoint } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders, setupMockApi } from '../testing';
import { ChatUnreadBadge, UNREAD_DELAY_MS } from './chat-unread-badge';

const server = setupMockApi();

describe('ChatUnreadBadge', () => {
  it('logged in: asks for the unread count only after the page settled, and links to /session', async () => {
    loginAs({ name: '张三' });
    let asked = 0;
    server.use(
      mockEndpoint('chatUnread', () => {
        asked++;
        return { total: 3 };
      }),
    );
    const started = Date.now();
    renderWithProviders(<ChatUnreadBadge />, { app: 'mall' });
    expect(asked).toBe(0);
    const link = await screen.findByRole('link', { name: '在线咨询，3条未读消息' }, { timeout: UNREAD_DELAY_MS + 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(UNREAD_DELAY_MS - 50);
    expect(link).toHaveAttribute('href', '/session');
    expect(link).toHaveTextContent('消息3');
  });

  it('nothing unread, or logged out: nothing shows and (logged out) nothing is asked', async () => {
    let asked = 0;
    server.use(
      mockEndpoint('chatUnread', () => {
        asked++;
        return { total: 0 };
      }),
    );
    const { unmount } = renderWithProviders(<ChatUnreadBadge />, { app: 'mall' });
    await new Promise((r) => setTimeout(r, UNREAD_DELAY_MS + 300));
    expect(asked).toBe(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    loginAs({ name: '张三' });
    renderWithProviders(<ChatUnreadBadge />, { app: 'mall' });
    await vi.waitFor(() => expect(asked).toBe(1), { timeout: UNREAD_DELAY_MS + 3000 });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
