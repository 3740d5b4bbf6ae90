// The upload helper against msw: the policy call, then the multipart post straight to the policy's host
// (without the token header), the key's shape, the URL, progress, and the Chinese error messages.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetCallLayer } from './call';
import { createMockHandlers, envelope, MOCK_OSS_POLICY } from './mocks';
import { sessionStore } from './session/session-store';
import { fileExtensionOf, MSG_UPLOAD_FAILED, objectUrl, uploadFile, UploadError } from './upload';

const server = setupServer(...createMockHandlers());
const HOST = MOCK_OSS_POLICY.host;

interface Received {
  fields: Record<string, string>;
  file: File | null;
  order: string[];
  token: string | null;
}

/** Answers the storage post like the service (200 empty body), recording what arrived. */
const storage = (status = 200, body = '') => {
  const received: Received[] = [];
  server.use(
    http.post(HOST, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      let file: File | null = null;
      const order: string[] = [];
      form.forEach((v, k) => {
        order.push(k);
        if (typeof v === 'string') fields[k] = v;
        else file = v;
      });
      received.push({ fields, file, order, token: request.headers.get('token') });
      return new HttpResponse(body, { status, headers: body ? { 'content-type': 'application/xml' } : {} });
    }),
  );
  return received;
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCallLayer();
  sessionStore.getState().signIn({
    token: 'tok-upload',
    loginUser: { user_id: 1001, user_account: '13800000001', name: '张三', user_mobile: '13800000001' },
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('uploadFile', () => {
  it('posts the form to host without the token and answers {FileName, FileUrl} = host/key', async () => {
    const received = storage();
    const progress: number[] = [];
    const result = await uploadFile(new File(['PNGDATA'], '营业执照.PNG', { type: 'image/png' }), { onProgress: (p) => progress.push(p) });
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.token).toBeNull();
    expect(got?.fields).toMatchObject({
      OSSAccessKeyId: MOCK_OSS_POLICY.accessId,
      policy: MOCK_OSS_POLICY.policy,
      signature: MOCK_OSS_POLICY.signature,
      success_action_status: '200',
    });
    const key = got?.fields.key ?? '';
    expect(key).toMatch(new RegExp(`^${MOCK_OSS_POLICY.dir}[0-9a-f]{32}\\.png$`));
    // the file is the last field, as the service requires (its bytes are checked against the real
    // emulator in apps/api: jsdom's XHR does not hand msw a File's content)
    expect(got?.order).toEqual(['key', 'OSSAccessKeyId', 'policy', 'signature', 'success_action_status', 'file']);
    expect(got?.file).not.toBeNull();
    expect(result).toEqual({ FileName: '营业执照.PNG', FileUrl: `${HOST}/${key}` });
    expect(progress.at(-1)).toBe(100);
  });

  it('gives every upload its own key', async () => {
    const received = storage();
    await uploadFile(new File(['a'], 'a.jpg'));
    await uploadFile(new File(['a'], 'a.jpg'));
    expect(received[0]?.fields.key).not.toBe(received[1]?.fields.key);
  });

  it('turns a refusal of the storage into 上传失败，请重试 with its code', async () => {
    storage(403, '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>x</Message></Error>');
    const err = await uploadFile(new File(['a'], 'a.png')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect(err).toMatchObject({ message: MSG_UPLOAD_FAILED, status: 403, ossCode: 'SignatureDoesNotMatch' });
  });

  it('turns a network failure into 上传失败，请重试', async () => {
    server.use(http.post(HOST, () => HttpResponse.error()));
    await expect(uploadFile(new File(['a'], 'a.png'))).rejects.toMatchObject({ name: 'UploadError', message: MSG_UPLOAD_FAILED });
  });

  it("shows the server's message when the policy call is refused, and posts nothing", async () => {
    const received = storage();
    server.use(...createMockHandlers({ ossPolicy: envelope(null, { ok: false, msg: '上传服务暂不可用，请稍后重试' }) }));
    await expect(uploadFile(new File(['a'], 'a.png'))).rejects.toMatchObject({ message: '上传服务暂不可用，请稍后重试' });
    expect(received).toHaveLength(0);
  });

  it('rejects with AbortError when aborted while the file is on its way, even if the storage answers', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let posted: () => void = () => {};
    const arrived = new Promise<void>((r) => (posted = r));
    server.use(
      http.post(HOST, async () => {
        posted();
        await held;
        return new HttpResponse('', { status: 200 });
      }),
    );
    const ac = new AbortController();
    const result = uploadFile(new File(['a'], 'a.png'), { signal: ac.signal });
    await arrived;
    ac.abort();
    release();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops when its signal aborts', async () => {
    storage();
    const ac = new AbortController();
    ac.abort();
    await expect(uploadFile(new File(['a'], 'a.png'), { signal: ac.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('key and URL helpers', () => {
  it('keeps a plain extension, lower case, and drops odd ones', () => {
    expect(fileExtensionOf('A.JPG')).toBe('.jpg');
    expect(fileExtensionOf('archive.tar.gz')).toBe('.gz');
    expect(fileExtensionOf('noext')).toBe('');
    expect(fileExtensionOf('.hidden')).toBe('');
    expect(fileExtensionOf('x.p/ng')).toBe('');
    expect(fileExtensionOf('x.<svg>')).toBe('');
  });

  it('joins host and key with one slash', () => {
    expect(objectUrl('https://b.oss-cn-guangzhou.aliyuncs.com', 'u1/a.png')).toBe('https://b.oss-cn-guangzhou.aliyuncs.com/u1/a.png');
    expect(objectUrl('/api/oss-emulator/ws-demo/', 'u1/a.png')).toBe('/api/oss-emulator/ws-demo/u1/a.png');
  });
});
