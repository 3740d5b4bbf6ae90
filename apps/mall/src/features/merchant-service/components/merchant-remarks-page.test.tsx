import { configure, screen, waitFor, within } from '@testing-library/react';
import type { MerchantRemark } from '@ws/api-sdk';
import { fixtures, mockEndpoint, MERCHANT_REMARKS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { MerchantRemarksPage } from './merchant-remarks-page';
import { signInAsCompany, signOut } from './test-session';

configure({ asyncUtilTimeout: 4000 });

beforeEach(signInAsCompany);
afterEach(signOut);

const page = (items: MerchantRemark[]) => ({ items, total: items.length, counts: { all: 3, unreplied: 2, replied: 1 } });

describe('/merchantRemarks', { timeout: 30_000 }, () => {
  it('lists reviews with product, score, content and images; a replied one shows its reply and no form', async () => {
    server.use(mockEndpoint('merchantRemarkList', page(MERCHANT_REMARKS)));
    renderWithProviders(<MerchantRemarksPage />, { route: '/merchantRemarks' });
    const replied = await screen.findByRole('listitem', { name: '评价 1' });
    expect(screen.getByRole('button', { name: '全部（3）' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(replied).getByRole('link', { name: 'ABS 透气安全帽 V 型' })).toHaveAttribute('href', '/enableInfo?id=401');
    expect(within(replied).getByText('评分：4.5 分')).toBeInTheDocument();
    expect(within(replied).getByText(MERCHANT_REMARKS[0]!.content)).toBeInTheDocument();
    expect(within(replied).getByRole('button', { name: '查看大图 1' })).toBeInTheDocument();
    expect(within(replied).getByLabelText('商家回复')).toHaveTextContent(MERCHANT_REMARKS[0]!.reply);
    expect(within(replied).queryByRole('button', { name: '回复' })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: '评价 2' })).getByRole('button', { name: '回复' })).toBeInTheDocument();
  });

  it('回复 needs text (请填写回复内容), sends it, then shows the reply without a second form', async () => {
    let sent: unknown = null;
    let replied = false;
    const unreplied = MERCHANT_REMARKS[1]!;
    server.use(
      mockEndpoint('merchantRemarkList', () => page([replied ? fixtures.merchantRemarkReply : unreplied])),
      mockEndpoint('merchantRemarkReply', ({ payload }) => {
        sent = payload;
        replied = true;
        return fixtures.merchantRemarkReply;
      }),
    );
    const { user } = renderWithProviders(<MerchantRemarksPage />, { route: '/merchantRemarks?tab=unreplied' });
    const card = await screen.findByRole('listitem', { name: `评价 ${unreplied.id}` });
    expect(screen.getByRole('button', { name: '待回复（2）' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(card).getByRole('button', { name: '回复' }));
    expect(within(card).getByText('请填写回复内容')).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.type(within(card).getByRole('textbox', { name: '商家回复' }), '感谢您的好评');
    await user.click(within(card).getByRole('button', { name: '回复' }));
    await waitFor(() => expect(sent).toEqual({ id: unreplied.id, reply: '感谢您的好评' }));
    expect(await screen.findByText('回复成功')).toBeInTheDocument();
    expect(await screen.findByText(fixtures.merchantRemarkReply.reply)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回复' })).toBeNull();
  });

  it('shows 亲，未找到记录~ for an empty tab', async () => {
    server.use(mockEndpoint('merchantRemarkList', { items: [], total: 0, counts: { all: 0, unreplied: 0, replied: 0 } }));
    renderWithProviders(<MerchantRemarksPage />, { route: '/merchantRemarks?tab=replied' });
    expect(await screen.findByText('亲，未找到记录~')).toBeInTheDocument();
  });
});
