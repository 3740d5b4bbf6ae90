import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import { screens } from '../../screens';
import ArticleList from './article-list';

describe('/article and /acticleList', () => {
  it('are both screens of the portal (the original spelling keeps old links working)', () => {
    for (const path of ['/article', '/acticleList', '/detailPages', '/preview', '/help/orders', '/help/content'] as const) expect(screens[path], path).toBeDefined();
  });

  it('/acticleList shows the same list', async () => {
    renderWithProviders(<ArticleList />, { route: '/acticleList?channel=news' });
    const list = await screen.findByRole('list', { name: '新闻资讯文章列表' });
    expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  });
});
