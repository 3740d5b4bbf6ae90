import { fileExtension, ownStorageUrl } from './own-storage-url';

describe('ownStorageUrl', () => {
  it('accepts documents of our own storage, as a path or an absolute URL of this origin', () => {
    expect(ownStorageUrl('/api/files/seed/law-122-1.pdf')).toBe('/api/files/seed/law-122-1.pdf');
    expect(ownStorageUrl(' /api/files/docs/law-126-penalty.docx ')).toBe('/api/files/docs/law-126-penalty.docx');
    expect(ownStorageUrl('/api/files/uploads/2026/法规%20全文.pdf?v=2')).toBe('/api/files/uploads/2026/法规%20全文.pdf?v=2');
    expect(ownStorageUrl('/api/files/uploads/法规.pdf')).toBe('/api/files/uploads/法规.pdf');
    expect(ownStorageUrl(`${window.location.origin}/api/files/seed/a.pdf`)).toBe('/api/files/seed/a.pdf');
  });

  it('accepts the console’s uploads: the demo storage’s path, and the production storage’s host when configured', () => {
    const upload = '/api/oss-emulator/ws-demo/staff/s1/20261201/0123456789abcdef0123456789abcdef.pdf';
    expect(ownStorageUrl(upload)).toBe(upload);
    const host = 'https://ws-prod.oss-cn-guangzhou.aliyuncs.com';
    const prod = `${host}/staff/s1/20261201/0123456789abcdef0123456789abcdef.mp4`;
    expect(ownStorageUrl(prod, host)).toBe(prod);
    expect(ownStorageUrl(prod, '')).toBeNull();
    for (const bad of [`${host}/staff/../x.pdf`, `${host}/staff/%2e%2e/x.pdf`, `${host}/`, 'https://ws-prod.oss-cn-guangzhou.aliyuncs.com.evil.example/a.pdf', `http://ws-prod.oss-cn-guangzhou.aliyuncs.com/a.pdf`]) {
      expect(ownStorageUrl(bad, host), bad).toBeNull();
    }
    for (const bad of ['/api/oss-emulator/', '/api/oss-emulator/../files/a.pdf', '/api/oss-emulatorx/a.pdf']) expect(ownStorageUrl(bad), bad).toBeNull();
  });

  it('refuses scripts, data, other hosts, protocol-relative URLs and other paths', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      'https://evil.example/api/files/a.pdf',
      'http://localhost.evil.example/api/files/a.pdf',
      '//evil.example/api/files/a.pdf',
      '/\\evil.example/api/files/a.pdf',
      '\\\\evil.example\\a.pdf',
      'https://user:pw@' + window.location.host + '/api/files/a.pdf',
      '/homePage',
      '/api/open/uni/articleinfo?id=1',
      '/api/files/',
      '/api/filesx/a.pdf',
      'api/files/a.pdf',
      '',
      '   ',
      null,
      undefined,
      42,
    ]) {
      expect(ownStorageUrl(bad), String(bad)).toBeNull();
    }
  });

  it('refuses path traversal in every spelling', () => {
    for (const bad of [
      '/api/files/../open/uni/x',
      '/api/files/seed/../../config.ts',
      '/api/files/./seed/a.pdf',
      '/api/files/%2e%2e/src/config.ts',
      '/api/files/%2E%2E%2Fsrc/config.ts',
      '/api/files/seed%2f..%2f..%2fx',
      '/api/files/%252e%252e/x',
      '/api/files/seed//a.pdf',
      '/api/files/seed/a\n.pdf',
      '/api/files/seed/a%0a.pdf',
      '/api/files/seed/a .pdf',
      '/api/files/seed\\..\\a.pdf',
      '/api/files/%5c..%5ca.pdf',
    ]) {
      expect(ownStorageUrl(bad), bad).toBeNull();
    }
  });

  it('reads extensions', () => {
    expect(fileExtension('/api/files/seed/a.PDF?x=1')).toBe('pdf');
    expect(fileExtension('法规.docx')).toBe('docx');
    expect(fileExtension('/api/files/seed/noext')).toBe('');
  });
});
