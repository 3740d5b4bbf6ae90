/** Only a stored file's URL is shown or linked (a same-site path or http(s)). */
export const safeUrl = (url: string | null | undefined): string | null => {
  const u = (url ?? '').trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(u) ? u : null;
};
