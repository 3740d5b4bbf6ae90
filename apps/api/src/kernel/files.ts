// The wire shape of a stored file reference (spec: { FileUrl } or { FileName, FileUrl }).

/** A file reference ({ FileUrl } or { FileName, FileUrl }), or null without a URL. */
export const fileRef = (url: string | null | undefined, name?: string) =>
  url ? (name ? { FileName: name, FileUrl: url } : { FileUrl: url }) : null;
