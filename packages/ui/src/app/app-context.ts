import { createContext, useContext } from 'react';
import type { AppName } from '@ws/routes';

/** Which app is rendering (set by AppProviders / renderWithProviders); AppLink decides from it. */
export const AppContext = createContext<AppName>('portal');

/** The app that is rendering: 'portal' or 'mall'. */
export const useAppName = (): AppName => useContext(AppContext);

/**
 * True while a login route's first paint is rendered on the server: that paint is the same for every
 * visitor (the gateway serves it to logged-in tabs too), so what depends on the visitor (the header's
 * account area) is left blank until the app's own render.
 */
export const ShellPaintContext = createContext(false);

/** Whether this render is a login route's first paint (ShellPaintContext). */
export const useShellPaint = (): boolean => useContext(ShellPaintContext);
