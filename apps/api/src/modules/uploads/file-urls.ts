// Which uploaded-file URLs a caller may store (order attachments, receipts, after-sales and review images,
// onboarding images and licences, inquiry pictures, the training photo): the one server-side home of that
// rule. The contract's field kit (uploadedFiles) checks a URL's form and asks this through parseRequest's
// context; registerEndpoints builds the context for each request.
//
// A URL passes when it names
// - a file of this site's storage (the configured host: OSS_HOST in production, the emulator's path in
//   demo) in the caller's own folder: `u<id>/<day>/<name>`, which the policies of ossPolicy and trainPolicy
//   give a member (uploadDirFor);
// - a visitor's folder `guest/<day>/<random>/<name>` when the caller is a visitor (enterprise registration
//   uploads before the account exists), or a member re-sending such a URL that is already stored on one of
//   their own companies (the registration's files, shown again when the record is re-submitted);
// - a staff member's folder `staff/s<id>/<day>/<name>` (the console's policy) when the caller is staff:
//   content is the platform's, so an editor may keep a file another staff member uploaded;
// - one of the site's own files the seed references (/api/files/seed/<name>), which seeded records show
//   and a form may send back.
// Anything else (another host, another member's folder, a path of the site outside these) is refused.
import { someString } from '@ws/api-sdk/contract/inputs';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import type { Clock } from '../../kernel/time';
import { resolveToken } from '../account';
import type { StorageSettings } from './settings';

/** Where the seed's files are served (seed/random.ts seedUrl). */
export const SEED_FILES_PREFIX = '/api/files/seed/';

// A file name as the upload helper makes it (32 hex characters and the extension) or the seed names it.
const NAME = '[A-Za-z0-9][A-Za-z0-9._-]{0,199}';
const SEED_FILE = new RegExp(`^${NAME}$`);
const MEMBER_KEY = new RegExp(`^u([1-9]\\d{0,9})/\\d{8}/${NAME}$`);
const GUEST_KEY = new RegExp(`^guest/\\d{8}/[A-Za-z0-9_-]{1,64}/${NAME}$`);
const STAFF_KEY = new RegExp(`^staff/s[1-9]\\d{0,9}/\\d{8}/${NAME}$`);

export type FileUrlOwner = { kind: 'seed' } | { kind: 'member'; userId: number } | { kind: 'guest' } | { kind: 'staff' };

/** Whose file a URL names, or null when it is none of this site's stored files. */
export function fileUrlOwner(settings: StorageSettings | null, url: string): FileUrlOwner | null {
  if (url.startsWith(SEED_FILES_PREFIX)) return SEED_FILE.test(url.slice(SEED_FILES_PREFIX.length)) ? { kind: 'seed' } : null;
  if (!settings || !settings.host) return null;
  const base = `${settings.host.replace(/\/+$/, '')}/`;
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  const member = MEMBER_KEY.exec(key);
  if (member) return { kind: 'member', userId: Number(member[1]) };
  if (STAFF_KEY.test(key)) return { kind: 'staff' };
  return GUEST_KEY.test(key) ? { kind: 'guest' } : null;
}

/** Who is storing files: a member (their id) or a visitor (null). */
export interface FileUrlCaller {
  userId: number | null;
  /** visitor-folder URLs already stored on the member's own companies */
  storedGuestUrls: ReadonlySet<string>;
  /** the console's caller: staff folders are theirs to store (absent: no staff member) */
  staffId?: number | null;
}

/** Whether the caller may store the file `url` names. */
export function isStorableFileUrl(settings: StorageSettings | null, caller: FileUrlCaller, url: string): boolean {
  const owner = fileUrlOwner(settings, url);
  if (!owner) return false;
  if (owner.kind === 'seed') return true;
  if (owner.kind === 'member') return owner.userId === caller.userId;
  if (owner.kind === 'staff') return caller.staffId !== undefined && caller.staffId !== null;
  return caller.userId === null || caller.storedGuestUrls.has(url);
}

/** The console's caller as far as stored files go: the staff member's and every staff folder, visitor folders, the seed's. */
export const staffFileCaller = (staffId: number): FileUrlCaller => ({ userId: null, storedGuestUrls: new Set(), staffId });

/** The visitor-folder URLs stored on a member's companies (their enterprise registration's files). */
async function storedGuestUrls(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ fileItems: companies.fileItems, licenseFile: companies.licenseFile, certFile: companies.certFile })
    .from(companies)
    .where(eq(companies.userId, userId));
  const urls = new Set<string>();
  for (const r of rows) {
    for (const f of [...r.fileItems, ...r.certFile]) urls.add(f.FileUrl);
    if (r.licenseFile) urls.add(r.licenseFile);
  }
  return urls;
}

/**
 * The caller of a request as far as stored files go. Reads the database only when the raw payload needs
 * it: a member's visitor-folder URLs when the payload mentions a visitor folder, and for an open endpoint
 * (`user` null) the token's member when the payload mentions a member folder.
 */
export async function fileUrlCallerOf(opts: {
  db: Db;
  clock: Clock;
  settings: StorageSettings | null;
  user: { id: number } | null;
  /** the token of an open endpoint's request ('' when none or when `user` is already resolved) */
  token: string;
  raw: unknown;
}): Promise<FileUrlCaller> {
  const { db, settings, raw } = opts;
  const empty: ReadonlySet<string> = new Set();
  if (!settings?.host) return { userId: opts.user?.id ?? null, storedGuestUrls: empty };
  const base = `${settings.host.replace(/\/+$/, '')}/`;
  let userId = opts.user?.id ?? null;
  if (userId === null && opts.token && someString(raw, (s) => s.includes(`${base}u`))) {
    userId = (await resolveToken(db, opts.clock, opts.token))?.id ?? null;
  }
  if (userId === null || !someString(raw, (s) => s.includes(`${base}guest/`))) return { userId, storedGuestUrls: empty };
  return { userId, storedGuestUrls: await storedGuestUrls(db, userId) };
}
