// Uploads: the signed policy of a PostObject upload (spec 01 §7 "Upload"). The file itself goes from the
// browser straight to the storage (the real service, or http/storage-emulator.ts in demo mode).
import type { uploads } from '@ws/api-sdk/contract';
import { type DomainHandlers } from '../../http/handler';
import { staffUploadPolicy, uploadPolicy } from './service';

export const uploadsHandlers: DomainHandlers<typeof uploads> = {
  ossPolicy({ db, clock, token, request }) {
    // Open call: the token, when there is one, decides the key prefix.
    return uploadPolicy(db, clock, request.server.objectStorage, token);
  },
  adminUploadPolicy({ clock, staff, request }) {
    return staffUploadPolicy(clock, request.server.objectStorage, staff.id);
  },
};
