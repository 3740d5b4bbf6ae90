import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import { ShareBar } from './share-bar';

describe('ShareBar', () => {
  it('opens the WeChat QR code on the first click (its popover loaded on demand) and closes it on a second click', async () => {
    const { user } = renderWithProviders(<ShareBar pageUrl="http://localhost/detailPages?key=1" title="标题" />);
    const share = screen.getByRole('group', { name: '分享' });
    expect(screen.queryByText('微信扫一扫分享')).toBeNull();
    await user.click(within(share).getByRole('button', { name: '分享到微信' }));
    // the first click waits for the popover's chunk (a module transform in a test; preloaded on hover in a browser)
    expect(await screen.findByText('微信扫一扫分享', undefined, { timeout: 8000 })).toBeInTheDocument();
    // the popover's button took the plain one's place and kept the focus
    await waitFor(() => expect(within(share).getByRole('button', { name: '分享到微信' })).toHaveFocus());
    expect(within(share).getByRole('button', { name: '分享到微信' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(share).getByRole('button', { name: '分享到微信' }));
    await waitFor(() => expect(screen.queryByText('微信扫一扫分享')).toBeNull());
    await user.click(within(share).getByRole('button', { name: '分享到微信' }));
    expect(await screen.findByText('微信扫一扫分享')).toBeInTheDocument();
  }, 15000);
});
