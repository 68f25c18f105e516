// Runs one profile edit and says how it went: the reply's msg as a success alert, each server msg as a danger one.
import { useCallback } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';

interface Unwrappable<T> {
  unwrap(): Promise<T>;
}

export function useProfileEdit() {
  const dispatch = useAppDispatch();
  /** True when the edit was saved. */
  return useCallback(
    async (call: Unwrappable<{ msg: string }>): Promise<boolean> => {
      try {
        const reply = await call.unwrap();
        dispatch(showAlert(reply.msg, 'success'));
        return true;
      } catch (error) {
        dispatch(showErrorAlerts(error));
        return false;
      }
    },
    [dispatch],
  );
}
