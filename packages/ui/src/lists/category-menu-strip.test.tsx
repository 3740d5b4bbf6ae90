// On a phone the category menu is one strip that scrolls sideways (lists.module.css); the component
// centres the current entry in it. jsdom has no layout, so the strip's sizes are given by hand.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing';
import { CategoryMenu } from './side-menu-layout';

const items = [
  { id: 1, name: '个体防护装备', children: [{ id: 11, name: '安全帽' }] },
  { id: 2, name: '消防器材', children: [{ id: 21, name: '灭火器' }] },
];

/** Give the list (ul) and its buttons the sizes of a strip: `scrollWidth` beyond `clientWidth`. */
function layout({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  const size = (el: HTMLElement, ul: number, other: number) => (el.tagName === 'UL' ? ul : other);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return size(this, scrollWidth, 0);
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return size(this, clientWidth, 0);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
  // each button 100 px further along the strip than the one before it
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const buttons = Array.from(this.closest('nav')?.querySelectorAll('button') ?? []);
    return buttons.indexOf(this as HTMLButtonElement) * 100;
  });
}

/** the top-level list: the strip */
const strip = () => screen.getByRole('navigation', { name: '商品分类' }).querySelector('ul')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<CategoryMenu> as a strip', () => {
  it('scrolls the current entry to the middle of the strip', () => {
    layout({ scrollWidth: 1000, clientWidth: 300 });
    renderWithProviders(<CategoryMenu title="商品分类" items={items} value="21" onChange={() => {}} />);
    const current = screen.getByRole('button', { name: '灭火器' });
    expect(current).toHaveAttribute('aria-current', 'true');
    // 全部 0, 个体防护装备 100, 安全帽 200, 消防器材 300, 灭火器 400: 400 - (300 - 60) / 2
    expect(strip().scrollLeft).toBe(280);
  });

  it('leaves a menu that fits (the desktop column) where it is', () => {
    layout({ scrollWidth: 300, clientWidth: 300 });
    renderWithProviders(<CategoryMenu title="商品分类" items={items} value="21" onChange={() => {}} />);
    expect(strip().scrollLeft).toBe(0);
  });
});
