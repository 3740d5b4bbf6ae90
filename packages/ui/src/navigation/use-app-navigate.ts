import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppName } from '../app/app-context';
import { browser } from './browser';
import { appOf, isSafeTarget } from './targets';

export interface AppNavigateOptions {
  replace?: boolean;
  newTab?: boolean;
}

/**
 * Navigate to an internal path: a router navigation inside this app, a full page load to the other
 * app. Refuses anything that is not a same-origin absolute path and then returns false.
 */
export function useAppNavigate(): (to: string, options?: AppNavigateOptions) => boolean {
  const app = useAppName();
  const navigate = useNavigate();
  return useCallback(
    (to: string, options: AppNavigateOptions = {}) => {
      if (!isSafeTarget(to)) return false;
      if (options.newTab) browser.open(to);
      else if (appOf(to, app) === app) void navigate(to, { replace: options.replace });
      else if (options.replace) browser.replace(to);
      else browser.assign(to);
      return true;
    },
    [app, navigate],
  );
}
