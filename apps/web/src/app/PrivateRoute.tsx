// The guard of private routes (spec 2): a loader while auth loads, /login when signed out (remembering where to return).
import { ROUTES } from '@podium/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../state/hooks.ts';
import type { ReturnState } from '../state/return-state.ts';
import { Loader } from '../ui/Loader.tsx';

export function PrivateRoute() {
  const { isAuthenticated, loading } = useAppSelector((state) => state.auth);
  const location = useLocation();
  if (loading) return <Loader label="Loading your account..." />;
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state: ReturnState = { from };
    return <Navigate to={ROUTES.login} replace state={state} />;
  }
  return <Outlet />;
}
