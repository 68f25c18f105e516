// The result dialog (its fields, the scan and proof picker, the athletes feature's rules) loads when a member answers
// or an admin sends a result, and the video dialog when a member answers a video request, not with the group page: its
// chunk stays within its budget (apps/web/build/budgets.ts). Nothing the page loads up front imports the athletes
// feature, so these are its only way in.
import { lazy } from 'react';

export const LazyResultDialog = lazy(() =>
  import('./ResultDialog.tsx').then((loaded) => ({ default: loaded.ResultDialog })),
);

export const LazyVideoUploadDialog = lazy(() =>
  import('../athletes/index.ts').then((loaded) => ({ default: loaded.VideoUploadDialog })),
);
