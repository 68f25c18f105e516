// The signed-in coach's own coach profile or organisation loading, not made yet or failed: the states /CoachProfile
// and /organisation share. (The athlete's own profile, /AthleteProfile, keeps its own: its chunk is at its budget.)
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound, loadErrorText } from '../../state/messages.ts';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import type { ProfileLoadState } from './ProfileLoadStates.tsx';

interface OwnProfileLoadStatesProps<T> {
  load: ProfileLoadState<T>;
  /** Not made yet (a 404): the invitation to make it, and where it is made. */
  create: { title: string; text: string; to: string };
  /** A failure to load it: the panel's title (its text is the server's reason, with Try again). */
  failedTitle: string;
  children: (data: T) => ReactNode;
}

export function OwnProfileLoadStates<T>({
  load,
  create,
  failedTitle,
  children,
}: OwnProfileLoadStatesProps<T>) {
  // A retry after a failure shows the loader again rather than the old error.
  if (load.isLoading || (load.error !== undefined && load.isFetching))
    return (
      <div className="route-loading">
        <Loader label="Loading..." />
      </div>
    );
  if (load.error !== undefined && isNotFound(load.error)) {
    return (
      <div className="page page--narrow">
        <StatePanel
          kind="empty"
          title={create.title}
          action={
            <Link className="btn btn--primary" to={create.to}>
              {create.title}
            </Link>
          }
        >
          {create.text}
        </StatePanel>
      </div>
    );
  }
  if (load.error !== undefined || !load.data) {
    return (
      <div className="page page--narrow">
        <StatePanel kind="error" title={failedTitle} onRetry={load.refetch}>
          {loadErrorText(load.error)}
        </StatePanel>
      </div>
    );
  }
  return children(load.data);
}
