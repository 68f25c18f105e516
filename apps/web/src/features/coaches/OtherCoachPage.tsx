// /profile/{id}?profileType=coach: another coach's profile as the viewer may see it (issue 10), with Follow, and
// for an athlete a Pitch link (the pitch screen is another part's) and for a coach or organisation "Add as
// associated coach".
import { homeFor, ROUTES } from '@podium/core';
import { Link, Navigate } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { messagesFor } from '../../state/messages.ts';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { FollowButton } from '../following/FollowButton.tsx';
import { AddAssociatedButton } from './AddAssociatedButton.tsx';
import { CoachProfileView } from './CoachProfileView.tsx';
import { useGetCoachProfileQuery } from './coaches-api.ts';

export function CoachById({ id }: { id: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const load = useGetCoachProfileQuery(id, { skip: id === '' });
  if (load.isLoading) return <Loader label="Loading..." />;
  if (load.data?.isOwner) return <Navigate to={ROUTES.coachHome} replace />;
  if (!load.data) {
    return (
      <div className="page page--narrow">
        <StatePanel
          kind="error"
          title="Coach not found"
          action={
            <Link className="btn btn--primary" to={user ? homeFor(user) : ROUTES.home}>
              Back to your home
            </Link>
          }
        >
          {messagesFor(load.error).join(' ')}
        </StatePanel>
      </div>
    );
  }
  const coach = load.data;
  return (
    <CoachProfileView
      profile={coach}
      actions={
        <>
          <FollowButton target={{ profileId: coach._id, profileType: 'coach' }} />
          {user?.userType === 1 && (
            <Link
              className="btn btn--volt"
              to={`/AthleteProfile/contact-form/coach/0/${encodeURIComponent(coach._id)}`}
            >
              Pitch
            </Link>
          )}
          {user?.userType === 2 && (
            <AddAssociatedButton target={{ profileId: coach._id, profileType: 'coach' }} />
          )}
        </>
      }
    />
  );
}
