import { screen, within } from '@testing-library/react';
import { envelope, mockEndpoint } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { HomeStrip } from './home-strip';

describe('HomeStrip', () => {
  it('shows the enterprise count linking /listcompany and the total visits', async () => {
    renderWithProviders(<HomeStrip />);
    const link = await screen.findByRole('link', { name: /入驻企业\s*1286\s*家/ });
    expect(link).toHaveAttribute('href', '/listcompany');
    expect(screen.getByText(/累计访问/).closest('li')).toHaveTextContent('累计访问523418次');
  });

  it('shows the 5 newest news headlines, each opening the detail in a new tab', async () => {
    renderWithProviders(<HomeStrip />);
    const list = await screen.findByRole('list', { name: '新闻头条' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', `/detailPages?key=5001&currentName=${encodeURIComponent('新闻资讯')}`);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('a failing stat call does not break the headlines', async () => {
    server.use(mockEndpoint('statInfo', envelope(null, { ok: false, msg: '服务器繁忙，请稍后重试' })));
    renderWithProviders(<HomeStrip />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙，请稍后重试');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: '新闻头条' })).getAllByRole('link')).toHaveLength(5);
  });
});
