// Uploads: the signed policy of a PostObject upload (spec 01 §7 "Upload"). The file itself goes from the
// browser straight to the storage (the real service, or http/storage-emulator.ts in demo mode).
import type { uploads } from '@ws/api-sdk/contract';
import { type DomainHandlers } from '../../http/handler';
import { DomainError } from '../../kernel';
import { resolveToken } from '../account';
import { createPolicy, uploadDirFor } from './policy';

export const MSG_UPLOAD_UNAVAILABLE = '上传服务暂不可用，请稍后重试';

export const uploadsHandlers: DomainHandlers<typeof uploads> = {
  async ossPolicy({ db, clock, token, request }) {
    const storage = request.server.objectStorage;
    if (!storage) throw new DomainError(MSG_UPLOAD_UNAVAILABLE);
    // Open call: a member's keys go under the member's prefix; a visitor's under a prefix of their own.
    const user = token ? await resolveToken(db, clock, token) : null;
    const now = clock.now();
    return createPolicy(storage, uploadDirFor(user?.id ?? null, now), now);
  },
};
