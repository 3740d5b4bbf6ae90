import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { AppLink } from './app-link';

/** Click and report whether something (react-router) took over; never lets jsdom try to navigate. */
const click = (el: HTMLElement): boolean => {
  let handled = false;
  const spy = (e: Event) => {
    handled = e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', spy);
  fireEvent.click(el);
  document.removeEventListener('click', spy);
  return handled;
};

describe('AppLink', () => {
  it('is a router link to a route of the same app', () => {
    const { location } = renderWithProviders(<AppLink to="/detailPages?key=7">文章</AppLink>, { app: 'portal' });
    const link = screen.getByRole('link', { name: '文章' });
    expect(link).toHaveAttribute('href', '/detailPages?key=7');
    expect(click(link)).toBe(true);
    expect(location()).toBe('/detailPages?key=7');
  });

  it('is a plain link (full page load) to a route of the other app', () => {
    const { location } = renderWithProviders(<AppLink to="/cart">购物车</AppLink>, { app: 'portal' });
    const link = screen.getByRole('link', { name: '购物车' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(click(link)).toBe(false);
    expect(location()).toBe('/');
  });

  it('decides from the route table case-insensitively, from the mall too', () => {
    const { location } = renderWithProviders(
      <>
        <AppLink to="/MYORDERS">订单</AppLink>
        <AppLink to="/homePage">首页</AppLink>
      </>,
      { app: 'mall', route: '/cart' },
    );
    expect(click(screen.getByRole('link', { name: '首页' }))).toBe(false);
    expect(click(screen.getByRole('link', { name: '订单' }))).toBe(true);
    expect(location()).toBe('/MYORDERS');
  });

  it('opens a new tab with rel noopener noreferrer', () => {
    renderWithProviders(
      <>
        <AppLink to="/detailPages?key=1" newTab>
          站内新窗口
        </AppLink>
        <AppLink to="/enableInfo?id=1" newTab>
          商城新窗口
        </AppLink>
      </>,
    );
    for (const name of ['站内新窗口', '商城新窗口']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each(['javascript:alert(1)', 'https://evil.example/', '//evil.example/x', '/\\evil.example', '', 'detailPages'])('refuses %j', (to) => {
    renderWithProviders(<AppLink to={to}>文字</AppLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('文字')).not.toHaveAttribute('href');
  });

  it('passes anchor props through', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <AppLink to="/expert" className="nav" aria-label="专家" onClick={onClick}>
        x
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: '专家' });
    expect(link).toHaveClass('nav');
    click(link);
    expect(onClick).toHaveBeenCalled();
  });
});
