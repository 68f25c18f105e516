// A profile someone else looks at (signed in or through a public address): the four states, never an edit control.
import type { AthleteProfile } from '@podium/core/api';
import type { ReactNode } from 'react';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
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
  footer?: ReactNode;
}

export function ReadOnlyProfile({ load, notFoundTitle, footer }: ReadOnlyProfileProps) {
  if (load.isLoading || (load.error !== undefined && load.isFetching))
    return <Loader label="Loading profile..." />;
  if (load.error !== undefined && isNotFound(load.error)) {
    return (
      <div className="page page--narrow">
        <StatePanel kind="empty" title={notFoundTitle}>
          {loadErrorText(load.error)}
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
      <ProfileView profile={load.data} canEdit={false} />
      {footer}
    </>
  );
}
