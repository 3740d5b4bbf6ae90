import { configure, screen } from '@testing-library/react';
import { renderWithProviders } from '@ws/ui/testing';
import IntroEditor from './intro-editor';

configure({ asyncUtilTimeout: 4000 });

describe('IntroEditor (the lazy rich-text chunk)', { timeout: 30_000 }, () => {
  it('shows the stored intro with a Chinese toolbar and the image upload control', async () => {
    renderWithProviders(<IntroEditor value="<p>高强度 ABS 帽壳</p>" onChange={() => {}} />, { app: 'mall' });
    expect(await screen.findByText('高强度 ABS 帽壳')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '加粗' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '插入链接' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '插入图片' })).toBeEnabled();
    expect(screen.getByLabelText('选择详情图片')).toHaveAttribute('accept', expect.stringContaining('.png'));
  });
});
