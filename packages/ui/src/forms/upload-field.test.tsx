import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { UploadedFile } from '@ws/api-sdk';
import { MOCK_OSS_POLICY } from '@ws/api-sdk/mocks';
import { createMockHandlers, renderWithProviders, setupMockApi } from '../testing';
import { UploadField, uploadFieldProps, type UploadFieldProps } from './upload-field';

const server = setupMockApi();
const HOST = MOCK_OSS_POLICY.host;

/** The storage answers each post with the next status of `statuses` (then 200), counting the posts. */
const storage = (...statuses: number[]) => {
  const seen = { posts: 0, tokens: [] as (string | null)[] };
  server.use(
    http.post(HOST, ({ request }) => {
      seen.posts++;
      seen.tokens.push(request.headers.get('token'));
      const status = statuses.shift() ?? 200;
      return status === 200
        ? new HttpResponse('', { status })
        : new HttpResponse('<Error><Code>AccessDenied</Code><Message>Invalid according to Policy: Policy expired.</Message></Error>', { status });
    }),
  );
  return seen;
};

const changes: UploadedFile[][] = [];
function Harness(props: Partial<UploadFieldProps> & { initial?: UploadedFile[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<UploadedFile[]>(initial);
  return (
    <UploadField
      label="营业执照"
      {...rest}
      value={value}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

const png = (name = 'licence.png', size = 8) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const uploaded = (name: string) => ({ FileName: name, FileUrl: expect.stringMatching(new RegExp(`^${HOST}/${MOCK_OSS_POLICY.dir}[0-9a-f]{32}\\.png$`)) as unknown as string });

beforeEach(() => {
  changes.length = 0;
});

describe('UploadField', () => {
  it('uploads one file straight to the storage and gives the spec file item; a new file replaces it', async () => {
    const seen = storage();
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('营业执照'), png('a.png'));
    await waitFor(() => expect(changes).toEqual([[uploaded('a.png')]]));
    expect(screen.getByRole('img', { name: 'a.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ 重新上传' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('营业执照'), png('b.png'));
    await waitFor(() => expect(changes.at(-1)).toEqual([uploaded('b.png')]));
    expect(screen.queryByRole('img', { name: 'a.png' })).not.toBeInTheDocument();
    expect(seen.posts).toBe(2);
    expect(seen.tokens).toEqual([null, null]);
  });

  it('shows the progress of each file while it uploads, and 取消 stops it without a value', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.post(HOST, async () => {
        await held;
        return new HttpResponse('', { status: 200 });
      }),
    );
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('营业执照'), png('slow.png'));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消 slow.png' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(changes).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses another type with 仅支持 jpg、png 格式 and sends nothing', async () => {
    const seen = storage();
    renderWithProviders(<Harness />);
    fireEvent.change(screen.getByLabelText('营业执照'), { target: { files: [new File(['x'], 'page.html', { type: 'text/html' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('仅支持 jpg、png 格式');
    expect(seen.posts).toBe(0);
    expect(changes).toEqual([]);
  });

  it('refuses a file over the size limit with 文件大小不能超过 5MB', async () => {
    const seen = storage();
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('营业执照'), png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件大小不能超过 5MB');
    expect(seen.posts).toBe(0);
  });

  it('shows 上传失败，请重试 after a refused upload, and the retry succeeds', async () => {
    const seen = storage(403);
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('营业执照'), png('a.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败，请重试');
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: '重试 a.png' }));
    await waitFor(() => expect(changes).toEqual([[uploaded('a.png')]]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen.posts).toBe(2);
  });

  it('shows the policy refusal in Chinese too', async () => {
    storage();
    server.use(...createMockHandlers({ ossPolicy: new HttpResponse(null, { status: 500 }) }));
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('营业执照'), png('a.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败，请重试');
  });

  it('multi mode: keeps up to max files, says 最多上传 2 个文件 beyond, and removes one', async () => {
    storage();
    const { user } = renderWithProviders(<Harness label="资质图片" multiple max={2} />);
    await user.upload(screen.getByLabelText('资质图片'), [png('1.png'), png('2.png'), png('3.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('最多上传 2 个文件');
    await waitFor(() => expect(changes.at(-1)).toHaveLength(2));
    expect(changes.at(-1)?.map((f) => f.FileName).sort()).toEqual(['1.png', '2.png']);
    // full: no add button any more
    expect(screen.queryByRole('button', { name: /上传图片/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除 1.png' }));
    expect(changes.at(-1)?.map((f) => f.FileName)).toEqual(['2.png']);
    expect(screen.getByRole('button', { name: '+ 上传图片' })).toBeInTheDocument();
  });

  it('defaults to 9 files in multi mode and shows the files it is given', () => {
    const initial = [{ FileName: 'logo.png', FileUrl: '/api/oss-emulator/ws-demo/u1/20260601/logo.png' }];
    renderWithProviders(<Harness label="企业logo" multiple initial={initial} />);
    expect(screen.getByText(/最多上传 9 个文件/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '企业logo：已上传 1 个' });
    expect(within(list).getByRole('img', { name: 'logo.png' })).toHaveAttribute('src', initial[0]?.FileUrl);
  });

  it('shows a stored picture by its URL when its name has no extension (a seeded SVG cover)', () => {
    const initial = [{ FileName: '封面', FileUrl: '/api/files/seed/live-1.svg' }];
    renderWithProviders(<Harness label="封面" initial={initial} />);
    expect(within(screen.getByRole('list', { name: '封面：已上传 1 个' })).getByRole('img', { name: '封面' })).toHaveAttribute('src', initial[0]?.FileUrl);
  });

  it('never links a javascript: URL', () => {
    renderWithProviders(<Harness label="合同附件" accept={['pdf']} initial={[{ FileName: 'x.pdf', FileUrl: 'javascript:alert(1)' }]} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByText('x.pdf').length).toBeGreaterThan(0);
  });

  it('is usable from the keyboard: Tab reaches the add button, Enter opens the file chooser', async () => {
    storage();
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('营业执照');
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: '+ 上传图片' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});

describe('uploadFieldProps', () => {
  it('binds an upload field to a form field: its files, its message, and a change that clears the message', () => {
    const files: UploadedFile[] = [{ FileName: 'a.png', FileUrl: 'https://oss.example.com/a.png' }];
    const form = {
      values: { cert_file: [] as UploadedFile[] },
      errors: { cert_file: '请上传资质图片' } as Record<string, string>,
      setFieldValue: vi.fn(),
      clearFieldError: vi.fn(),
    };
    const props = uploadFieldProps(form, 'cert_file');
    expect(props.value).toBe(form.values.cert_file);
    expect(props.error).toBe('请上传资质图片');
    props.onChange(files);
    expect(form.setFieldValue).toHaveBeenCalledWith('cert_file', files);
    expect(form.clearFieldError).toHaveBeenCalledWith('cert_file');
  });
});
