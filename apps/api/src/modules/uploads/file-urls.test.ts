import { describe, expect, it } from 'vitest';
import { seedUrl } from '../../seed/random';
import { fileUrlOwner, isStorableFileUrl, SEED_FILES_PREFIX, staffFileCaller } from './file-urls';
import { createPolicy, staffUploadDir, uploadDirFor } from './policy';
import { emulatorSettings, type StorageSettings } from './settings';

const demo = emulatorSettings('/tmp/ws-test-uploads');
const production: StorageSettings = { ...demo, mode: 'oss', host: 'https://ws-prod.oss-cn-guangzhou.aliyuncs.com', bucket: 'ws-prod', root: '' };
const now = new Date('2026-06-01T08:00:00+08:00');
/** the URL uploadFile makes of a policy's answer */
const uploaded = (settings: StorageSettings, userId: number | null, name = '0123456789abcdef0123456789abcdef.png') => {
  const policy = createPolicy(settings, uploadDirFor(userId, now), now);
  return `${policy.host}/${policy.dir}${name}`;
};
const member = (userId: number) => ({ userId, storedGuestUrls: new Set<string>() });
const visitor = { userId: null, storedGuestUrls: new Set<string>() };

describe('which uploaded files a caller may store', () => {
  it('knows whose file a URL of the configured storage names (demo emulator and production host)', () => {
    for (const settings of [demo, production]) {
      expect(fileUrlOwner(settings, uploaded(settings, 7))).toEqual({ kind: 'member', userId: 7 });
      expect(fileUrlOwner(settings, uploaded(settings, null))).toEqual({ kind: 'guest' });
      expect(fileUrlOwner(settings, seedUrl('product-1.svg'))).toEqual({ kind: 'seed' });
    }
    expect(SEED_FILES_PREFIX).toBe(seedUrl(''));
    // the other mode's host is not this storage
    expect(fileUrlOwner(production, uploaded(demo, 7))).toBeNull();
    expect(fileUrlOwner(demo, uploaded(production, 7))).toBeNull();
    expect(fileUrlOwner(null, uploaded(demo, 7))).toBeNull();
    expect(fileUrlOwner(null, seedUrl('product-1.svg'))).toEqual({ kind: 'seed' });
  });

  it('refuses anything outside a member’s or visitor’s folder of the storage, and outside the seed’s files', () => {
    for (const url of [
      'http://evil.example/r.png',
      'https://ws-prod.oss-cn-guangzhou.aliyuncs.com.evil.example/u7/20260601/a.png',
      'https://evil.example/api/oss-emulator/ws-demo/u7/20260601/a.png',
      '/api/oss-emulator/ws-demo/u7/a.png',
      '/api/oss-emulator/ws-demo/u7/20260601/sub/a.png',
      '/api/oss-emulator/ws-demo/u07/20260601/a.png',
      '/api/oss-emulator/ws-demo/x7/20260601/a.png',
      '/api/oss-emulator/ws-demo/guest/20260601/a.png',
      '/api/oss-emulator/ws-demo/u7/20260601/..png',
      '/api/oss-emulator/ws-demo/u7/20260601/%2e%2e',
      '/api/oss-emulator/ws-demo-2/u7/20260601/a.png',
      '/api/oss-emulator/ws-demo',
      '/api/files/seed/../docs/a.docx',
      '/api/files/seed/sub/a.svg',
      '/api/files/docs/law-1.docx',
      '/api/files/u7/a.png',
    ]) {
      expect(fileUrlOwner(demo, url), url).toBeNull();
      expect(isStorableFileUrl(demo, member(7), url), url).toBe(false);
    }
  });

  it('a member stores their own uploads and the seed’s files; a visitor a visitor’s; stored visitor files stay theirs', () => {
    const mine = uploaded(demo, 7);
    const theirs = uploaded(demo, 8);
    const guest = uploaded(demo, null);
    expect(isStorableFileUrl(demo, member(7), mine)).toBe(true);
    expect(isStorableFileUrl(demo, member(7), theirs)).toBe(false);
    expect(isStorableFileUrl(demo, member(7), guest)).toBe(false);
    expect(isStorableFileUrl(demo, { userId: 7, storedGuestUrls: new Set([guest]) }, guest)).toBe(true);
    expect(isStorableFileUrl(demo, visitor, guest)).toBe(true);
    expect(isStorableFileUrl(demo, visitor, mine)).toBe(false);
    for (const caller of [member(7), visitor]) expect(isStorableFileUrl(demo, caller, seedUrl('company-1-logo.svg'))).toBe(true);
    expect(isStorableFileUrl(production, member(7), uploaded(production, 7))).toBe(true);
    expect(isStorableFileUrl(production, member(7), uploaded(demo, 7))).toBe(false);
  });

  it('a staff member’s console uploads are the console’s to store (any staff member), never a member’s or a visitor’s', () => {
    for (const settings of [demo, production]) {
      const policy = createPolicy(settings, staffUploadDir(3, now), now, settings.staffMaxBytes);
      expect(policy.dir).toBe('staff/s3/20260601/');
      expect(policy.maxSize).toBe(500 * 1024 * 1024);
      const url = `${policy.host}/${policy.dir}0123456789abcdef0123456789abcdef.mp4`;
      expect(fileUrlOwner(settings, url)).toEqual({ kind: 'staff' });
      expect(isStorableFileUrl(settings, staffFileCaller(3), url)).toBe(true);
      expect(isStorableFileUrl(settings, staffFileCaller(4), url)).toBe(true);
      expect(isStorableFileUrl(settings, member(3), url)).toBe(false);
      expect(isStorableFileUrl(settings, visitor, url)).toBe(false);
    }
    for (const bad of ['staff/3/20260601/a.mp4', 'staff/s03/20260601/a.mp4', 'staff/s3/2026061/a.mp4', 'staff/s3/20260601/x/a.mp4', 'staff/s3/20260601/..mp4']) {
      expect(isStorableFileUrl(demo, staffFileCaller(3), `${demo.host}/${bad}`), bad).toBe(false);
    }
  });
});
