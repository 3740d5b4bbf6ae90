// Below 992 px the main navigation is one row that scrolls sideways (site-header.module.css); the header
// centres the current section's entry in it. jsdom has no layout, so the row's sizes are given by hand.
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, setupMockApi } from '../testing';
import { SiteHeader } from './site-header';

setupMockApi();

/** The navigation's list `rowWidth` wide showing 300 px; every entry 60 px wide, 100 px after the one before. */
function layout(rowWidth: number) {
  const isRow = (el: Element) => el.tagName === 'UL' && el.closest('nav[aria-label="主导航"]') !== null;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isRow(this) ? rowWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isRow(this) ? 300 : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (isRow(this)) return DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 });
    // where the entry is on screen: along the row, less how far the row is scrolled
    const list = this.closest('ul');
    const links = Array.from(list?.querySelectorAll('a') ?? []);
    return DOMRect.fromRect({ x: links.indexOf(this as HTMLAnchorElement) * 100 - (list?.scrollLeft ?? 0), y: 0, width: 60, height: 40 });
  });
}

const row = () => screen.getByRole('navigation', { name: '主导航' }).querySelector('ul')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SiteHeader: the navigation as a row on a phone', () => {
  it('scrolls the current section (赋能 on /enable) to the middle of the row', async () => {
    layout(1500);
    renderWithProviders(<SiteHeader />, { route: '/enable', app: 'mall' });
    const current = await screen.findByRole('link', { name: '赋能' });
    expect(current).toHaveAttribute('aria-current', 'page');
    // once the quicknav entries are in the row (赋能 comes after them), after the next frame
    await waitFor(() => expect(row().querySelectorAll('a').length).toBeGreaterThan(10));
    const index = Array.from(row().querySelectorAll('a')).indexOf(current as HTMLAnchorElement);
    expect(index).toBeGreaterThan(10);
    await waitFor(() => expect(row().scrollLeft).toBe(index * 100 - (300 - 60) / 2));
  });

  it('leaves a row that fits where it is', async () => {
    layout(300);
    renderWithProviders(<SiteHeader />, { route: '/enable', app: 'mall' });
    expect(await screen.findByRole('link', { name: '赋能' })).toHaveAttribute('aria-current', 'page');
    expect(row().scrollLeft).toBe(0);
  });
});
