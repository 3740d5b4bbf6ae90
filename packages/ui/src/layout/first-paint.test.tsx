import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QUICKNAV_ORDER } from '@ws/api-sdk';
import { createMockHandlers, envelope, fixtures, renderWithProviders, setupMockApi } from '../testing';
import { SiteHeader } from './site-header';

const server = setupMockApi();

const css = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
/** The declarations of one rule of a CSS file (the first block for the selector). */
const rule = (file: string, selector: string) => {
  const text = css(file);
  const at = text.indexOf(`${selector} {`);
  return at === -1 ? '' : text.slice(at, text.indexOf('}', at));
};

describe('no layout shift from the site chrome', () => {
  it('the navigation holds a place for each quicknav entry until listads answers', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      ...createMockHandlers({
        listads: async () => {
          await gate;
          return fixtures.listads;
        },
      }),
    );
    renderWithProviders(<SiteHeader />, { route: '/homePage' });
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const itemsBefore = nav.querySelectorAll('li').length;
    const placeholders = nav.querySelectorAll('li[aria-hidden="true"]');
    expect(placeholders).toHaveLength(QUICKNAV_ORDER.length);
    // placeholders are neither links nor announced
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['首页', '推荐', '赋能']);

    release();
    await within(nav).findByRole('link', { name: '法律法规' });
    expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(nav.querySelectorAll('li').length).toBe(itemsBefore);
  });

  it('a failed listads leaves no placeholders behind', async () => {
    server.use(...createMockHandlers({ listads: envelope(null, { ok: false, msg: '服务繁忙' }) }));
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    await waitFor(() => expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0));
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['首页', '推荐', '赋能']);
  });

  it('main is at least one window tall, so the footer is not painted in the first view', () => {
    expect(rule('site-layout.module.css', '.main')).toMatch(/min-height:\s*100vh;/);
  });
});
