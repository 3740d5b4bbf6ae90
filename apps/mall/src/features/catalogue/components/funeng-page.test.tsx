import { renderWithProviders } from '@ws/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunengPage } from './funeng-page';

describe('/funeng', () => {
  it('has one section per top-level category with up to 4 cards; a title stores the choice and goes to /enable', async () => {
    const { user, location } = renderWithProviders(<FunengPage />, { app: 'mall', route: '/funeng' });
    const section = (await screen.findByRole('heading', { name: '劳保用品' }, { timeout: 5000 })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('link').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(within(section).getAllByRole('link').length).toBeLessThanOrEqual(4);
    expect(screen.getByRole('heading', { name: '消防器材' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '劳保用品' }));
    expect(sessionStorage.getItem('enableItem')).toBe('401');
    expect(location()).toBe('/enable?cate=401');
  });

  it('a sub-category stores both levels', async () => {
    const { user, location } = renderWithProviders(<FunengPage />, { app: 'mall', route: '/funeng' });
    const section = (await screen.findByRole('heading', { name: '消防器材' }, { timeout: 5000 })).closest('section')!;
    await user.click(within(section).getByRole('button', { name: '灭火器' }));
    expect(sessionStorage.getItem('enableSub')).toBe('4021');
    expect(location()).toBe('/enable?cate=402&sub_cate=4021');
  });
});
