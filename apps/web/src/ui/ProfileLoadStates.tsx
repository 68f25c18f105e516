// A profile loading, missing or failed: the states every profile page shares (the athlete's /profile/{id}, the
// public pages of athletes, coaches and organisations, and a coach's own coach profile and organisation, where
// missing means not made yet).
import type { ReactNode } from 'react';
import { FailurePanel } from './FailurePanel.tsx';
import { Loader } from './Loader.tsx';

export interface ProfileLoadState<T> {
  data?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ProfileLoadStatesProps<T> {
  load: ProfileLoadState<T>;
  /** What a missing profile means here: an unknown one, a page or link switched off, one's own not made yet. */
  notFoundTitle: string;
  /** Why it may be missing and what to do: never the title again. */
  notFoundText: string;
  /** What to do about it (one's own: the link that makes it); the way home unless said. */
  notFoundAction?: ReactNode;
  /** The failure's title: someone else's profile by default. */
  failedTitle?: string;
  /** Shown under a profile that did not load too (the invitation to join on public pages). */
  footer?: ReactNode;
  children: (data: T) => ReactNode;
}

export function ProfileLoadStates<T>({
  load,
  notFoundTitle,
  notFoundText,
  notFoundAction,
  failedTitle = 'We could not load this profile',
  footer,
  children,
}: ProfileLoadStatesProps<T>) {
  if (load.isLoading || (load.error !== undefined && load.isFetching))
    // Holds a screen's height (app.css), so the footer does not jump when the profile arrives (issue 8, CLS).
    return (
      <div className="route-loading">
        <Loader label="Loading profile..." />
      </div>
    );
  if (load.error !== undefined || !load.data) {
    return (
      <div className="page page--narrow">
        <FailurePanel
          error={load.error}
          onRetry={load.refetch}
          title={failedTitle}
          notFound={{ title: notFoundTitle, text: notFoundText, action: notFoundAction }}
        />
        {footer}
      </div>
    );
  }
  return (
    <>
      {children(load.data)}
      {footer}
    </>
  );
}
