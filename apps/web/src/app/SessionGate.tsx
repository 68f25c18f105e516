// Nothing of the app is drawn until the stored token has been read: device storage is asynchronous (Capacitor
// Preferences; the web's too, behind the same interface), and a frame drawn before would show a signed-in person the
// signed-out top bar, or send a public page's request without their token. Reading takes a microtask on web, a
// bridge call on native; the token's check with the server (GET /api/auth) does not hold the app: screens show
// their own loading state for that (PrivateRoute, the landing page).
import type { ReactNode } from 'react';
import { hasReadToken } from '../state/auth-slice.ts';
import { useAppSelector } from '../state/hooks.ts';
import { RouteLoading } from './RouteLoading.tsx';

export function SessionGate({ children }: { children: ReactNode }) {
  const isRead = useAppSelector((state) => hasReadToken(state.auth));
  return isRead ? children : <RouteLoading />;
}
