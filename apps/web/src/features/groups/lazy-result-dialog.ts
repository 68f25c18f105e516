// The result dialog (its fields, the scan and proof picker, the athletes feature's rules) loads when a member answers
// or an admin sends a result, not with the group page: its chunk stays within its budget (apps/web/build/budgets.ts).
import { lazy } from 'react';

export const LazyResultDialog = lazy(() =>
  import('./ResultDialog.tsx').then((loaded) => ({ default: loaded.ResultDialog })),
);
