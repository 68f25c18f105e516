// Scroll on navigation, as React Router's data-mode <ScrollRestoration> did before the app moved to its smaller
// declarative mode (issue 8, landing page size): a new page opens at its top, or at its #hash, and going back or
// forward returns to where that page was left.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited page was left, by history entry. */
const positions = new Map<string, number>();

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  return null;
}
