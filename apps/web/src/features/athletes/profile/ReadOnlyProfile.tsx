// A profile someone else looks at (signed in or through a public address): the four states, never an edit control.
import type { AthleteProfile } from '@podium/core/api/athletes';
import type { ReactNode } from 'react';
import { Loader } from '../../../ui/Loader.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import type { RankingView } from '../results/TestResultsSection.tsx';
import { isNotFound, loadErrorText } from './load-error.ts';
import { ProfileView } from './ProfileView.tsx';

export interface ProfileLoad {
  data?: AthleteProfile | undefined;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ReadOnlyProfileProps {
  load: ProfileLoad;
  /** What a missing profile means here: an unknown athlete, or a link switched off. */
  notFoundTitle: string;
  /** Why it may be missing and what to do: never the title again. */
  notFoundText: string;
  footer?: ReactNode;
  /** Buttons for a signed-in visitor (follow), shown in the hero. */
  visitorActions?: ReactNode;
  /** Ranks, when the visitor may see them (a coach, issue 10). */
  rankings?: RankingView | undefined;
}

export function ReadOnlyProfile({
  load,
  notFoundTitle,
  notFoundText,
  footer,
  visitorActions,
  rankings,
}: ReadOnlyProfileProps) {
  if (load.isLoading || (load.error !== undefined && load.isFetching))
    // Holds a screen's height (app.css), so the footer does not jump when the profile arrives (issue 8, CLS).
    return (
      <div className="route-loading">
        <Loader label="Loading profile..." />
      </div>
    );
  if (load.error !== undefined && isNotFound(load.error)) {
    return (
      <div className="page page--narrow">
        <StatePanel kind="empty" title={notFoundTitle}>
          {notFoundText}
        </StatePanel>
        {footer}
      </div>
    );
  }
  if (load.error !== undefined || !load.data) {
    return (
      <div className="page page--narrow">
        <StatePanel
          kind="error"
          title="We could not load this profile"
          action={
            <button type="button" className="btn btn--primary" onClick={() => void load.refetch()}>
              Try again
            </button>
          }
        >
          {loadErrorText(load.error)}
        </StatePanel>
      </div>
    );
  }
  return (
    <>
      <ProfileView profile={load.data} canEdit={false} visitorActions={visitorActions} rankings={rankings} />
      {footer}
    </>
  );
}
