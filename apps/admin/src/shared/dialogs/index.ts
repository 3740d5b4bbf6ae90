import { lazy } from 'react';

export type { ReasonDialogProps } from './reason-dialog';
/** The reason dialog in a chunk of its own: render it inside Suspense once it is first wanted. */
export const ReasonDialogLazy = lazy(() => import('./reason-dialog'));
