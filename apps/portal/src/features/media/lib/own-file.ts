// Media and documents come from our own storage only: a file URL from the server is used as a <video>
// source, an <iframe> or a download link only when it is a same-origin path under /api/files/
// (ownStorageUrl, shared with the article and preview screens).
import { ownStorageUrl } from '@/shared/own-storage-url';

/** The URL when it points into our own file storage, else null (outside URLs, javascript:, `..`). */
export const ownFileUrl = (raw: string | null | undefined): string | null => ownStorageUrl(raw);

const VIDEO_TYPES: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  m3u8: 'application/vnd.apple.mpegurl',
};

/** The MIME type of a video URL by its extension, or null when unknown. */
export function videoTypeOf(url: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  return ext ? (VIDEO_TYPES[ext] ?? null) : null;
}

/** Whether a file name or URL is a PDF. */
export const isPdf = (nameOrUrl: string) => /\.pdf$/i.test(nameOrUrl.split(/[?#]/)[0] ?? '');

/** The file name shown for a resource: its FileName, else the last path segment of its URL. */
export function fileNameOf(file: { FileName?: string; FileUrl: string }): string {
  if (file.FileName && file.FileName.trim()) return file.FileName.trim();
  const last = file.FileUrl.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || '附件';
  } catch {
    return last || '附件';
  }
}
