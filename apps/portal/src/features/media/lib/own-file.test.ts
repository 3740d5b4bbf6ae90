import { fileNameOf, isPdf, ownFileUrl, videoTypeOf } from './own-file';

describe('own file URLs', () => {
  it('accepts paths of our file storage only', () => {
    expect(ownFileUrl('/api/files/seed/video-clip-1.webm')).toBe('/api/files/seed/video-clip-1.webm');
    expect(ownFileUrl(' /api/files/u/2026/a.pdf ')).toBe('/api/files/u/2026/a.pdf');
    for (const bad of ['', null, undefined, 'https://evil.example/a.mp4', '//evil.example/a.mp4', 'javascript:alert(1)', '/api/files/../x', '/api/files/%2e%2e/x', '/api/open/uni/x', '/uploads/a.mp4', '/api/files/a b.mp4', '/api/files/%E0%A4%A']) {
      expect(ownFileUrl(bad), String(bad)).toBeNull();
    }
  });

  it('knows the video types and PDFs by extension', () => {
    expect(videoTypeOf('/api/files/seed/a.webm')).toBe('video/webm');
    expect(videoTypeOf('/api/files/seed/a.MP4?x=1')).toBe('video/mp4');
    expect(videoTypeOf('/api/files/seed/a')).toBeNull();
    expect(videoTypeOf('/api/files/seed/a.avi')).toBeNull();
    expect(isPdf('制度.PDF')).toBe(true);
    expect(isPdf('/api/files/a.docx')).toBe(false);
  });

  it('names a file by FileName or by its URL', () => {
    expect(fileNameOf({ FileName: ' 制度汇编.pdf ', FileUrl: '/api/files/x.pdf' })).toBe('制度汇编.pdf');
    expect(fileNameOf({ FileUrl: '/api/files/seed/%E5%88%B6%E5%BA%A6.pdf' })).toBe('制度.pdf');
    expect(fileNameOf({ FileUrl: '' })).toBe('附件');
  });
});
