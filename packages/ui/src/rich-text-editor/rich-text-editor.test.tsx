import { configure, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { cleanPastedHtml } from './paste';
import RichTextEditor from './rich-text-editor';

configure({ asyncUtilTimeout: 4000 });

describe('RichTextEditor (the lazy rich-text chunk)', { timeout: 30_000 }, () => {
  it('shows the stored text with a Chinese toolbar and the image upload control', async () => {
    renderWithProviders(<RichTextEditor label="商品详情" contentLabel="商品详情内容" fileLabel="选择详情图片" value="<p>高强度 ABS 帽壳</p>" onChange={() => {}} />, { app: 'mall' });
    expect(await screen.findByText('高强度 ABS 帽壳')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '商品详情内容' })).toHaveTextContent('高强度 ABS 帽壳');
    expect(screen.getByRole('button', { name: '加粗' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '插入链接' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '插入图片' })).toBeEnabled();
    expect(screen.getByLabelText('选择详情图片')).toHaveAttribute('accept', expect.stringContaining('.png'));
    expect(screen.queryByRole('button', { name: '插入表格' })).not.toBeInTheDocument();
  });

  it('offers tables when asked and keeps a stored table', async () => {
    renderWithProviders(
      <RichTextEditor label="正文" contentLabel="正文内容" tables value="<table><tbody><tr><th>项目</th></tr><tr><td>灭火器</td></tr></tbody></table>" onChange={() => {}} />,
      { app: 'mall' },
    );
    expect(await screen.findByText('灭火器')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '插入表格' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加行' })).toBeInTheDocument();
  });
});

describe('cleanPastedHtml (Word / WPS)', () => {
  it('drops conditional comments, namespaced tags, classes and mso styles, keeping the text and the rest of the style', () => {
    const word =
      '<!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--><style>p.MsoNormal{}</style>' +
      '<p class="MsoNormal" lang="ZH-CN" style="mso-pagination:widow-orphan;text-align:center;font-family:宋体">第一条<o:p></o:p></p>';
    expect(cleanPastedHtml(word)).toBe('<p style="text-align:center">第一条</p>');
  });
});
