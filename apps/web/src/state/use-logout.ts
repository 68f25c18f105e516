// The logout action as screens use it (top bar, account deletion, sign out everywhere).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePlatform } from '../platform/index.ts';
import { useAppDispatch } from './hooks.ts';
import { browserCaches, logOut } from './session.ts';

export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const platform = usePlatform();
  const navigate = useNavigate();
  return useCallback(
    () => logOut({ dispatch, platform, navigate: (path) => navigate(path), cacheStore: browserCaches() }),
    [dispatch, platform, navigate],
  );
}
