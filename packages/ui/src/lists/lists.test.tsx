import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { useListParams } from './use-list-params';
import { CategoryMenu, SideMenuLayout } from './side-menu-layout';
import { SearchBar } from './search-bar';

function Demo() {
  const { page, values, setPage, setFilters } = useListParams(['cate', 'keywords'] as const);
  return (
    <SideMenuLayout
      menu={<CategoryMenu title="分类" items={[{ id: 7, name: '消防', children: [{ id: 8, name: '消防检测' }] }]} value={values.cate} onChange={(cate) => setFilters({ cate })} />}
    >
      <SearchBar value={values.keywords} onSearch={(keywords) => setFilters({ keywords })} />
      <p>
        page {page} cate [{values.cate}] kw [{values.keywords}]
      </p>
      <button type="button" onClick={() => setPage(3)}>
        第3页
      </button>
    </SideMenuLayout>
  );
}

describe('list pieces', () => {
  it('keeps page and filters in the URL; a filter change resets the page', async () => {
    const { user, location } = renderWithProviders(<Demo />, { route: '/article?cate=7&page=2' });
    expect(screen.getByText('page 2 cate [7] kw []')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '消防' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: '第3页' }));
    expect(location()).toBe('/article?cate=7&page=3');
    await user.click(screen.getByRole('button', { name: '消防检测' }));
    expect(location()).toBe('/article?cate=8');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '  安全 {Enter}');
    expect(location()).toBe(`/article?cate=8&keywords=${encodeURIComponent('安全')}`);
    await user.click(screen.getByRole('button', { name: '全部' }));
    expect(location()).toBe(`/article?keywords=${encodeURIComponent('安全')}`);
    expect(screen.getByText('page 1 cate [] kw [安全]')).toBeInTheDocument();
  });

  it('treats a bad page number as page 1', () => {
    renderWithProviders(<Demo />, { route: '/article?page=abc' });
    expect(screen.getByText('page 1 cate [] kw []')).toBeInTheDocument();
  });
});
