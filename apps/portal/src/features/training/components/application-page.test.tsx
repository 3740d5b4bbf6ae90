import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { envelope, fixtures, mockEndpoint, MOCK_OSS_POLICY } from '@ws/api-sdk/mocks';
import { loginAs, renderWithProviders } from '@ws/ui/testing';
import { server } from '@/testing/server';
import { ApplicationPage } from './application-page';

// The fixture training runs 2026-12-01 – 12-05: open on this day.
const OPEN_DAY = Date.parse('2026-11-20T10:00:00+08:00');
beforeEach(() => vi.spyOn(Date, 'now').mockReturnValue(OPEN_DAY));
afterEach(() => vi.restoreAllMocks());

const png = () => new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' });

describe('/application', () => {
  it('shows the training and every spec message on an empty or wrong form, sending nothing', async () => {
    let sent = 0;
    server.use(
      mockEndpoint('trainAdd', () => {
        sent++;
        return fixtures.trainAdd;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApplicationPage />, { route: '/application?key=901' });
    expect(await screen.findByText('特种作业人员安全技术培训')).toBeInTheDocument();
    expect(screen.getByText('¥680.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交报名并支付' }));
    for (const msg of ['请填写您的名字', '请填写手机号码', '请填写单位名称', '请输入正确的身份证号码', '请选择图片']) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/手机号/), '12800000001');
    await user.type(screen.getByLabelText(/身份证号/), '440106199013011234');
    await user.click(screen.getByRole('button', { name: '提交报名并支付' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(sent).toBe(0);
  }, 30_000);

  it('sends the enrolment and shows the QR payment dialog with the server amount', async () => {
    let payload: Record<string, unknown> | undefined;
    server.use(
      http.post(MOCK_OSS_POLICY.host, () => new HttpResponse('', { status: 200 })),
      mockEndpoint('trainAdd', ({ payload: p }) => {
        payload = p as unknown as Record<string, unknown>;
        return fixtures.trainAdd;
      }),
    );
    loginAs();
    const user = userEvent.setup();
    renderWithProviders(<ApplicationPage />, { route: '/application?key=901' });
    await screen.findByText('特种作业人员安全技术培训');
    await user.type(screen.getByLabelText(/姓名/), '张三');
    await user.type(screen.getByLabelText(/手机号/), '13800000001');
    await user.type(screen.getByLabelText(/单位名称/), '广州安信安全技术有限公司');
    await user.type(screen.getByLabelText(/身份证号/), '11010519491231002x');
    await user.upload(screen.getByLabelText(/一寸彩色照片/, { selector: 'input[type=file]' }), png());
    await waitFor(() => expect(screen.queryByText('请选择图片')).toBeNull());
    await user.click(screen.getByRole('button', { name: '提交报名并支付' }));
    expect(await screen.findByText('扫码支付')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('¥680.00')).toBeInTheDocument();
    expect(payload).toMatchObject({ xid: 901, real_name: '张三', phone: '13800000001', id_number: '11010519491231002X' });
    expect(JSON.parse(payload!.file_items as string)).toEqual([{ FileName: 'photo.png', FileUrl: expect.stringContaining(MOCK_OSS_POLICY.host) as unknown as string }]);
  }, 30_000);

  it('an ended training shows 该培训已结束，无法报名 and no form; the server’s refusal is shown', async () => {
    server.use(mockEndpoint('trainInfo', { ...fixtures.trainInfo, end_time: '2026-03-05 17:30:00' }));
    renderWithProviders(<ApplicationPage />, { route: '/application?key=901' });
    expect(await screen.findByRole('alert')).toHaveTextContent('该培训已结束，无法报名');
    expect(screen.queryByRole('button', { name: '提交报名并支付' })).toBeNull();
  });

  it('no key: 内容不存在 without a call; an unknown training: the server message', async () => {
    renderWithProviders(<ApplicationPage />, { route: '/application' });
    expect(await screen.findByText('内容不存在')).toBeInTheDocument();
    server.use(mockEndpoint('trainInfo', envelope(null, { ok: false, msg: '内容不存在' })));
    renderWithProviders(<ApplicationPage />, { route: '/application?key=999' });
    expect(await screen.findByRole('alert')).toHaveTextContent('内容不存在');
  });
});
