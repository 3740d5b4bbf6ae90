import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import { MidBanner } from './mid-banner';

describe('MidBanner', () => {
  it('shows the homepcmidbanner ads as linked images', async () => {
    renderWithProviders(<MidBanner />);
    const img = await screen.findByRole('img', { name: '安全培训报名进行中' });
    expect(img).toHaveAttribute('src', '/uploads/demo/ad-homepcmidbanner-121.png');
    expect(img.closest('a')).toHaveAttribute('href', '/train');
    expect(screen.getByRole('img', { name: '企业入驻享专属服务' }).closest('a')).toHaveAttribute('href', '/join');
  });
});
