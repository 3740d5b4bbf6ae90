import { createContext, useContext } from 'react';
import type { AppName } from '@ws/routes';

/** Which app is rendering (set by AppProviders / renderWithProviders); AppLink decides from it. */
export const AppContext = createContext<AppName>('portal');

/** The app that is rendering: 'portal' or 'mall'. */
export const useAppName = (): AppName => useContext(AppContext);
