// Uploads: the signed policy (POST /api/oss/policy) and the storage emulator at its host, which must answer
// every broken form the way Aliyun OSS does (status, XML code and message) and serve files safely.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OssPolicy } from '@ws/api-sdk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { MINUTE } from '../../kernel/time';
import { signPolicy } from './policy';
import { emulatorSettings } from './settings';
import { call, DEMO, loginAs, PASSWORD, useHarness } from '../../../test/helpers';
import { ALL_PRODUCTION_SERVICES } from '../../../test/production-env';

const root = mkdtempSync(path.join(tmpdir(), 'ws-oss-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const SECRET = 'test-secret-of-the-emulator';
const MAX = 64 * 1024;
const storage = emulatorSettings(root, { accessKeySecret: SECRET, maxBytes: MAX });
// one harness (and its app with the emulator in a temporary folder) for the whole file
describe('uploads', () => {
  const h = useHarness({ storage });

  interface Part {
    name: string;
    value: string | Buffer;
    filename?: string;
  }

  function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
    const boundary = '----ws-test-boundary';
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
      const type = p.filename ? 'Content-Type: application/octet-stream\r\n' : '';
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(p.value), Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  /** The browser's form (spec 01 §7): key, OSSAccessKeyId, policy, signature, success_action_status, file. */
  const uploadForm = (p: OssPolicy, key: string, file: Buffer | string = 'hello', filename = 'a.png', extra: Partial<Record<string, string>> = {}) =>
    multipart([
      { name: 'key', value: extra.key ?? key },
      { name: 'OSSAccessKeyId', value: extra.OSSAccessKeyId ?? p.accessId },
      { name: 'policy', value: extra.policy ?? p.policy },
      { name: 'signature', value: extra.signature ?? p.signature },
      { name: 'success_action_status', value: '200' },
      { name: 'file', value: file, filename },
    ]);

  const post = (p: OssPolicy, form: { payload: Buffer; headers: Record<string, string> }, remoteAddress = '127.0.0.1') =>
    h.app.inject({ method: 'POST', url: p.host, payload: form.payload, headers: form.headers, remoteAddress });

  const policyFor = async (token?: string) => {
    const res = await call<OssPolicy>(h.app, 'ossPolicy', {}, token ? { token } : {});
    expect(res.ok).toBe(true);
    return res.data;
  };

  const xmlError = (body: string) => ({
    code: /<Code>([^<]*)<\/Code>/.exec(body)?.[1],
    message: /<Message>([^<]*)<\/Message>/.exec(body)?.[1],
  });

  describe('POST /api/oss/policy', () => {
    it('answers dir, host, accessId and a policy signed with HMAC-SHA1 of the secret', async () => {
      const token = await loginAs(h.app, DEMO.member);
      const p = await policyFor(token);
      expect(p.host).toBe('/api/oss-emulator/ws-demo');
      expect(p.accessId).toBe('LTAI-emulator');
      expect(p.dir).toMatch(/^u\d+\/20260601\/$/);
      expect(p.signature).toBe(signPolicy(SECRET, p.policy));
      const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
      expect(doc.conditions).toEqual([{ bucket: 'ws-demo' }, ['starts-with', '$key', p.dir], ['content-length-range', 1, MAX]]);
      expect(Date.parse(doc.expiration)).toBe(h.clock.now().getTime() + 300_000);
      expect(p.maxSize).toBe(MAX);
    });

    it('gives each member their own prefix and a visitor a prefix of their own', async () => {
      const a = await policyFor(await loginAs(h.app, DEMO.member));
      const b = await policyFor(await loginAs(h.app, DEMO.company));
      expect(a.dir).not.toBe(b.dir);
      const g1 = await policyFor();
      const g2 = await policyFor();
      expect(g1.dir).toMatch(/^guest\/20260601\/[\w-]{12}\/$/);
      expect(g1.dir).not.toBe(g2.dir);
    });

    it('answers the message of an unconfigured storage instead of a broken policy', async () => {
      const { buildApp } = await import('../../app');
      const app = await buildApp({ appEnv: 'test', db: h.db, clock: h.clock, storage: null });
      try {
        const res = await call(app, 'ossPolicy', {});
        expect(res).toMatchObject({ ok: false, msg: '上传服务暂不可用，请稍后重试' });
      } finally {
        await app.close();
      }
    });
  });

  describe('POST /api/admin/uploads/policy (the console)', () => {
    const staffToken = async (account: string) => {
      const res = await call<{ token: string }>(h.app, 'adminLogin', { account, password: PASSWORD });
      expect(res.ok).toBe(true);
      return res.data.token;
    };

    it('gives a staff member their own prefix and the staff limit; a member or a visitor gets none', async () => {
      const res = await call<OssPolicy>(h.app, 'adminUploadPolicy', {}, { token: await staffToken('editor') });
      expect(res.ok).toBe(true);
      expect(res.data.dir).toMatch(/^staff\/s\d+\/20260601\/$/);
      expect(res.data.maxSize).toBe(storage.staffMaxBytes);
      const doc = JSON.parse(Buffer.from(res.data.policy, 'base64').toString('utf8')) as { conditions: unknown[] };
      expect(doc.conditions).toContainEqual(['content-length-range', 1, storage.staffMaxBytes]);
      const ops = await call<OssPolicy>(h.app, 'adminUploadPolicy', {}, { token: await staffToken('ops') });
      expect(ops.data.dir).not.toBe(res.data.dir);
      expect(await call(h.app, 'adminUploadPolicy', {}, { token: await loginAs(h.app, DEMO.member) })).toMatchObject({ ok: false, code: -1 });
      expect(await call(h.app, 'adminUploadPolicy', {})).toMatchObject({ ok: false, code: -1 });
    });

    it('the staff policy takes a file over a member’s limit, up to its own', async () => {
      const small = emulatorSettings(root, { accessKeySecret: SECRET, maxBytes: 1024 * 1024, staffMaxBytes: 3 * 1024 * 1024 });
      const app = await (await import('../../app')).buildApp({ appEnv: 'test', db: h.db, clock: h.clock, storage: small });
      try {
        const login = await call<{ token: string }>(app, 'adminLogin', { account: 'editor', password: PASSWORD });
        const staffPolicy = (await call<OssPolicy>(app, 'adminUploadPolicy', {}, { token: login.data.token })).data;
        const memberPolicy = (await call<OssPolicy>(app, 'ossPolicy', {})).data;
        const video = Buffer.alloc(2 * 1024 * 1024, 7);
        const asMember = uploadForm(memberPolicy, `${memberPolicy.dir}clip.mp4`, video, 'clip.mp4');
        const refused = await app.inject({ method: 'POST', url: memberPolicy.host, payload: asMember.payload, headers: asMember.headers });
        expect(refused.statusCode).toBe(400);
        expect(xmlError(refused.body).code).toBe('EntityTooLarge');
        const asStaff = uploadForm(staffPolicy, `${staffPolicy.dir}clip.mp4`, video, 'clip.mp4');
        expect((await app.inject({ method: 'POST', url: staffPolicy.host, payload: asStaff.payload, headers: asStaff.headers })).statusCode).toBe(200);
        const tooBig = uploadForm(staffPolicy, `${staffPolicy.dir}big.mp4`, Buffer.alloc(3 * 1024 * 1024 + 1, 7), 'big.mp4');
        const over = await app.inject({ method: 'POST', url: staffPolicy.host, payload: tooBig.payload, headers: tooBig.headers });
        expect(xmlError(over.body).code).toBe('EntityTooLarge');
      } finally {
        await app.close();
      }
    });
  });

  describe('storage emulator', () => {
    it('takes a good upload (200, empty body) and serves it back at host/key', async () => {
      const p = await policyFor(await loginAs(h.app, DEMO.member));
      const key = `${p.dir}abc123.png`;
      const res = await post(p, uploadForm(p, key, 'PNGDATA'));
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
      const got = await h.app.inject(`${p.host}/${key}`);
      expect(got.statusCode).toBe(200);
      expect(got.body).toBe('PNGDATA');
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(got.headers['content-disposition']).toBe('inline');
    });

    it('refuses a forged signature: 403 SignatureDoesNotMatch, nothing stored', async () => {
      const p = await policyFor();
      const res = await post(p, uploadForm(p, `${p.dir}x.png`, 'data', 'x.png', { signature: signPolicy('wrong-secret', p.policy) }));
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(xmlError(res.body)).toEqual({
        code: 'SignatureDoesNotMatch',
        message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      });
      expect((await h.app.inject(`${p.host}/${p.dir}x.png`)).statusCode).toBe(404);
    });

    it('refuses a policy whose conditions were changed (the signature no longer matches)', async () => {
      const p = await policyFor();
      const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString('utf8')) as { conditions: unknown[] };
      doc.conditions[2] = ['content-length-range', 1, 1024 * 1024 * 1024];
      const bigger = Buffer.from(JSON.stringify(doc)).toString('base64');
      const res = await post(p, uploadForm(p, `${p.dir}x.png`, 'data', 'x.png', { policy: bigger }));
      expect(res.statusCode).toBe(403);
      expect(xmlError(res.body).code).toBe('SignatureDoesNotMatch');
    });

    it('refuses an expired policy: 403 AccessDenied "Policy expired"', async () => {
      const p = await policyFor();
      h.clock.advance(5 * MINUTE + 1);
      const res = await post(p, uploadForm(p, `${p.dir}late.png`));
      expect(res.statusCode).toBe(403);
      expect(xmlError(res.body)).toEqual({ code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' });
    });

    it('refuses an oversize file: 400 EntityTooLarge, nothing stored', async () => {
      const p = await policyFor();
      const res = await post(p, uploadForm(p, `${p.dir}big.png`, Buffer.alloc(MAX + 1, 1)));
      expect(res.statusCode).toBe(400);
      expect(xmlError(res.body)).toEqual({ code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size.' });
      expect((await h.app.inject(`${p.host}/${p.dir}big.png`)).statusCode).toBe(404);
      // exactly the limit is fine
      expect((await post(p, uploadForm(p, `${p.dir}max.png`, Buffer.alloc(MAX, 1)))).statusCode).toBe(200);
    });

    it('takes a file larger than the 1 MB limit of JSON bodies when the policy allows it', async () => {
      const big = emulatorSettings(root, { accessKeySecret: SECRET, maxBytes: 3 * 1024 * 1024 });
      const app = await (await import('../../app')).buildApp({ appEnv: 'test', db: h.db, clock: h.clock, storage: big });
      try {
        const p = (await call<OssPolicy>(app, 'ossPolicy', {})).data;
        const form = uploadForm(p, `${p.dir}scan.png`, Buffer.alloc(2 * 1024 * 1024, 7));
        const res = await app.inject({ method: 'POST', url: p.host, payload: form.payload, headers: form.headers });
        expect(res.statusCode).toBe(200);
        expect((await app.inject(`${p.host}/${p.dir}scan.png`)).rawPayload.length).toBe(2 * 1024 * 1024);
      } finally {
        await app.close();
      }
    });

    it('refuses an empty file: 400 EntityTooSmall', async () => {
      const p = await policyFor();
      const res = await post(p, uploadForm(p, `${p.dir}empty.png`, Buffer.alloc(0)));
      expect(res.statusCode).toBe(400);
      expect(xmlError(res.body).code).toBe('EntityTooSmall');
    });

    it('refuses a key outside the prefix: 403 AccessDenied "Policy Condition failed"', async () => {
      const member = await policyFor(await loginAs(h.app, DEMO.member));
      const other = await policyFor(await loginAs(h.app, DEMO.company));
      const res = await post(member, uploadForm(member, `${other.dir}steal.png`));
      expect(res.statusCode).toBe(403);
      expect(xmlError(res.body)).toEqual({
        code: 'AccessDenied',
        message: `Invalid according to Policy: Policy Condition failed: ["starts-with", "$key", "${member.dir}"]`,
      });
    });

    it('refuses a key that climbs out of its prefix, and never writes outside the bucket folder', async () => {
      const p = await policyFor();
      for (const key of [`${p.dir}../../../evil.png`, `${p.dir}a//b.png`, `${p.dir}a\\..\\b.png`, `${p.dir}./x.png`]) {
        const res = await post(p, uploadForm(p, key));
        expect(res.statusCode, key).toBe(400);
        expect(xmlError(res.body).code, key).toBe('InvalidObjectName');
      }
      expect(readdirSync(root)).toEqual(['.oss']);
      expect((await h.app.inject(`${p.host}/..%2f..%2fetc%2fpasswd`)).statusCode).toBe(404);
    });

    it('refuses an unknown access key id and a form without credentials', async () => {
      const p = await policyFor();
      const bad = await post(p, uploadForm(p, `${p.dir}a.png`, 'x', 'a.png', { OSSAccessKeyId: 'LTAI-nobody' }));
      expect(bad.statusCode).toBe(403);
      expect(xmlError(bad.body).code).toBe('InvalidAccessKeyId');
      const anon = await post(p, multipart([{ name: 'key', value: `${p.dir}a.png` }, { name: 'file', value: 'x', filename: 'a.png' }]));
      expect(anon.statusCode).toBe(403);
      expect(xmlError(anon.body).code).toBe('AccessDenied');
    });

    it('answers MalformedPOSTRequest to a body that is not multipart', async () => {
      const res = await h.app.inject({ method: 'POST', url: storage.host, payload: { key: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(xmlError(res.body).code).toBe('MalformedPOSTRequest');
    });

    it('serves HTML and SVG uploads as downloads that cannot run script in the site origin', async () => {
      const p = await policyFor();
      for (const [name, type] of [
        ['evil.html', 'application/octet-stream'],
        ['evil.svg', 'image/svg+xml'],
        ['doc.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ] as const) {
        const key = `${p.dir}${name}`;
        expect((await post(p, uploadForm(p, key, '<svg onload="alert(1)"><script>alert(1)</script></svg>'))).statusCode).toBe(200);
        const got = await h.app.inject(`${p.host}/${key}`);
        expect(got.headers['content-type'], name).toBe(type);
        expect(got.headers['content-disposition'], name).toMatch(/^attachment; filename="/);
        expect(got.headers['x-content-type-options']).toBe('nosniff');
        expect(got.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      }
    });

    it('serves PDFs and videos inline (the portal frames and plays them), still sandboxed', async () => {
      const p = await policyFor();
      for (const [name, type] of [
        ['doc.pdf', 'application/pdf'],
        ['clip.webm', 'video/webm'],
        ['clip.mp4', 'video/mp4'],
      ] as const) {
        const key = `${p.dir}${name}`;
        expect((await post(p, uploadForm(p, key, 'bytes'))).statusCode).toBe(200);
        const got = await h.app.inject(`${p.host}/${key}`);
        expect(got.headers['content-type'], name).toBe(type);
        expect(got.headers['content-disposition'], name).toBe('inline');
        expect(got.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      }
    });

    it('answers one byte range (206), so a player seeks in a long video', async () => {
      const p = await policyFor();
      const key = `${p.dir}seek.webm`;
      expect((await post(p, uploadForm(p, key, '0123456789'))).statusCode).toBe(200);
      const part = await h.app.inject({ url: `${p.host}/${key}`, headers: { range: 'bytes=2-5' } });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('2345');
      expect(part.headers['content-range']).toBe('bytes 2-5/10');
      expect(part.headers['accept-ranges']).toBe('bytes');
      const tail = await h.app.inject({ url: `${p.host}/${key}`, headers: { range: 'bytes=-3' } });
      expect(tail.body).toBe('789');
      expect((await h.app.inject({ url: `${p.host}/${key}`, headers: { range: 'bytes=7-' } })).body).toBe('789');
      expect((await h.app.inject({ url: `${p.host}/${key}`, headers: { range: 'bytes=20-' } })).statusCode).toBe(416);
      const whole = await h.app.inject({ url: `${p.host}/${key}`, headers: { range: 'bytes=0-1,4-5' } });
      expect(whole.statusCode).toBe(200);
      expect(whole.body).toBe('0123456789');
    });

    it('keeps uploads out of the /api/files route (a dot folder)', async () => {
      const app = await (await import('../../app')).buildApp({ appEnv: 'test', db: h.db, clock: h.clock, storage, fileRoots: [root] });
      try {
        const p = (await call<OssPolicy>(app, 'ossPolicy', {})).data;
        const key = `${p.dir}page.html`;
        const form = uploadForm(p, key, '<script>alert(1)</script>');
        expect((await app.inject({ method: 'POST', url: p.host, payload: form.payload, headers: form.headers })).statusCode).toBe(200);
        expect((await app.inject(`/api/files/.oss/ws-demo/${key}`)).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });

    it('takes uploads from this machine only (a stand-in), but serves files to everybody', async () => {
      const p = await policyFor();
      const key = `${p.dir}local.png`;
      const far = await post(p, uploadForm(p, key), '203.0.113.9');
      expect(far.statusCode).toBe(403);
      expect(far.json()).toMatchObject({ ok: false, msg: '演示服务仅限本机访问' });
      expect((await post(p, uploadForm(p, key))).statusCode).toBe(200);
      expect((await h.app.inject({ url: `${p.host}/${key}`, remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    });

    it('answers NoSuchKey for a missing object and is not served in production', async () => {
      const missing = await h.app.inject(`${storage.host}/u1/20260601/none.png`);
      expect(missing.statusCode).toBe(404);
      expect(xmlError(missing.body).code).toBe('NoSuchKey');
      const { buildApp } = await import('../../app');
      const prod = await buildApp({ appEnv: 'production', db: h.db, clock: h.clock, storage: { ...storage, mode: 'oss', host: 'https://bucket.oss-cn-guangzhou.aliyuncs.com' } });
      try {
        const p = (await call<OssPolicy>(prod, 'ossPolicy', {})).data;
        expect(p.host).toBe('https://bucket.oss-cn-guangzhou.aliyuncs.com');
        const form = uploadForm(p, `${p.dir}a.png`);
        expect((await prod.inject({ method: 'POST', url: storage.host, payload: form.payload, headers: form.headers })).statusCode).toBe(404);
      } finally {
        await prod.close();
      }
    });
  });

  describe('storage configuration', () => {
    const prodEnv = {
      ...ALL_PRODUCTION_SERVICES,
      APP_ENV: 'production',
      WECHAT_PAY_APP_ID: 'a',
      WECHAT_PAY_MCH_ID: 'm',
      WECHAT_PAY_API_KEY: 'k',
      WECHAT_PAY_NOTIFY_URL: 'https://example.com/n',
      WECHAT_LOGIN_APP_ID: 'a',
      WECHAT_LOGIN_APP_SECRET: 's',
      OSS_HOST: 'https://my-bucket.oss-cn-guangzhou.aliyuncs.com/',
      OSS_ACCESS_KEY_ID: 'LTAI5t',
      OSS_ACCESS_KEY_SECRET: 'secret',
    };

    it('production uses the real service from OSS_* (bucket from the host unless OSS_BUCKET)', () => {
      const c = loadConfig(prodEnv);
      expect(c.storage).toMatchObject({ mode: 'oss', host: 'https://my-bucket.oss-cn-guangzhou.aliyuncs.com', bucket: 'my-bucket', accessKeyId: 'LTAI5t', accessKeySecret: 'secret' });
      expect(loadConfig({ ...prodEnv, OSS_BUCKET: 'other', OSS_MAX_UPLOAD_MB: '2' }).storage).toMatchObject({ bucket: 'other', maxBytes: 2 * 1024 * 1024 });
    });

    it('production refuses to start without the storage variables', () => {
      expect(() => loadConfig({ ...prodEnv, OSS_ACCESS_KEY_SECRET: '' })).toThrow(/object storage \(uploads\): OSS_ACCESS_KEY_SECRET/);
    });

    it('demo always uses the emulator, even with OSS_* set', () => {
      const c = loadConfig({ APP_ENV: 'demo', UPLOAD_DIR: root, OSS_HOST: prodEnv.OSS_HOST });
      expect(c.storage).toMatchObject({ mode: 'emulator', host: '/api/oss-emulator/ws-demo', root: path.join(root, '.oss', 'ws-demo') });
    });
  });
});
