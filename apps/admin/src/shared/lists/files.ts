// What the applicant uploaded, shown only from safe addresses: a same-site path or http(s).
export const safeFileUrl = (url: string | null | undefined): string | null => {
  const u = (url ?? '').trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(u) && !/[\s"'<>\\]/.test(u) ? u : null;
};

const IMAGE = /\.(?:png|jpe?g|gif|webp|bmp|svg|avif)$/i;

/** Whether a file is a picture (shown large) rather than a document (a link), by its name or address. */
export const isImageFile = (file: { FileName?: string; FileUrl: string }): boolean =>
  IMAGE.test((file.FileUrl.split(/[?#]/)[0] ?? '')) || IMAGE.test(file.FileName ?? '');
