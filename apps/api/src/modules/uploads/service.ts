// The upload policy of a caller (spec 01 §7 "Upload"): which storage signs it and under which key prefix.
// The signing itself is policy.ts; where the storage is, settings.ts.
import type { OssPolicy } from '@ws/api-sdk/contract';
import type { Db } from '../../db/client';
import { DomainError } from '../../kernel';
import type { Clock } from '../../kernel/time';
import { resolveToken } from '../account';
import { MSG_UPLOAD_UNAVAILABLE } from './messages';
import { createPolicy, staffUploadDir, uploadDirFor } from './policy';
import type { StorageSettings } from './settings';

/**
 * A signed policy for the caller of an open call: a member's keys go under the member's prefix; a
 * visitor's (no token, or one that names nobody) under a prefix of their own.
 */
export async function uploadPolicy(db: Db, clock: Clock, storage: StorageSettings | null, token: string): Promise<OssPolicy> {
  if (!storage) throw new DomainError(MSG_UPLOAD_UNAVAILABLE);
  const user = token ? await resolveToken(db, clock, token) : null;
  const now = clock.now();
  return createPolicy(storage, uploadDirFor(user?.id ?? null, now), now);
}

/**
 * The console's policy: keys under the staff member's own prefix, up to the staff limit (500 MB by default:
 * videos and recordings go straight to the storage, with the browser's progress and cancel).
 */
export function staffUploadPolicy(clock: Clock, storage: StorageSettings | null, staffId: number): OssPolicy {
  if (!storage) throw new DomainError(MSG_UPLOAD_UNAVAILABLE);
  const now = clock.now();
  return createPolicy(storage, staffUploadDir(staffId, now), now, storage.staffMaxBytes);
}
