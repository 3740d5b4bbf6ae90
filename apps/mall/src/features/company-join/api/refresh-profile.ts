// personal/user (the profile): after an approval the session's roles must include 'company', so that the
// personal centre's merchant menu appears without a new login.
import { useEffect } from 'react';
import { call, sessionStore } from '@ws/api-sdk';

export const useRefreshRolesWhen = (approved: boolean) => {
  useEffect(() => {
    if (!approved || sessionStore.getState().roles.includes('company')) return;
    const controller = new AbortController();
    call('profile', {}, { signal: controller.signal })
      .then((profile) => sessionStore.getState().setProfile(profile))
      .catch(() => {
        // the menu then appears at the next profile read; nothing to tell the user
      });
    return () => controller.abort();
  }, [approved]);
};
