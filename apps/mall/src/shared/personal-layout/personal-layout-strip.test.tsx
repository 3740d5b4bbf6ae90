// On a phone the personal centre's menu is one strip that scrolls sideways (personal-layout.module.css);
// the layout centres the current entry in it. jsdom has no layout, so the strip's sizes are given by hand.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersonalLayout } from './personal-layout';

/** The menu (nav) `navWidth` wide showing `visible` px; every link 80 px wide, 100 px after the one before. */
function layout({ navWidth, visible }: { navWidth: number; visible: number }) {
  const isNav = (el: HTMLElement) => el.tagName === 'NAV';
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isNav(this) ? navWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isNav(this) ? visible : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const links = Array.from(this.closest('nav')?.querySelectorAll('a') ?? []);
    return links.indexOf(this as HTMLAnchorElement) * 100;
  });
}

const menu = () => screen.getByRole('navigation', { name: '会员中心菜单' });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('<PersonalLayout> menu as a strip', () => {
  it('scrolls the current entry to the middle of the strip', () => {
    localStorage.setItem('token', 't');
    layout({ navWidth: 2000, visible: 340 });
    renderWithProviders(
      <PersonalLayout title="我的收藏">
        <p>内容</p>
      </PersonalLayout>,
      { app: 'mall', route: '/myFav' },
    );
    const links = Array.from(menu().querySelectorAll('a'));
    const index = links.findIndex((a) => a.getAttribute('aria-current') === 'page');
    expect(links[index]).toHaveTextContent('我的收藏');
    expect(menu().scrollLeft).toBe(index * 100 - (340 - 80) / 2);
  });

  it('leaves a menu that fits (the desktop column) where it is', () => {
    localStorage.setItem('token', 't');
    layout({ navWidth: 200, visible: 200 });
    renderWithProviders(
      <PersonalLayout title="我的收藏">
        <p>内容</p>
      </PersonalLayout>,
      { app: 'mall', route: '/myFav' },
    );
    expect(menu().scrollLeft).toBe(0);
  });
});
