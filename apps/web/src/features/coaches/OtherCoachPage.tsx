// /profile/{id}?profileType=coach: another coach's profile as the viewer may see it (issue 10), with Follow, and
// for an athlete a Pitch link (the pitch screen is another part's) and for a coach or organisation "Add as
// associated coach".
import { ROUTES } from '@podium/core';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ProfileLoadStates } from '../../ui/ProfileLoadStates.tsx';
import { FollowButton } from '../following/index.ts';
import { pitchPath } from '../pitches/index.ts';
import { AddAssociatedButton } from './AddAssociatedButton.tsx';
import { CoachProfileView } from './CoachProfileView.tsx';
import { useGetCoachProfileQuery } from './coaches-api.ts';

export function CoachById({ id }: { id: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const load = useGetCoachProfileQuery(id);
  if (load.data?.isOwner) return <Navigate to={ROUTES.coachHome} replace />;
  // As for an athlete: a coach who is not there is said so, with why; a failure to load offers Try again.
  return (
    <ProfileLoadStates
      load={load}
      notFoundTitle="Coach not found"
      notFoundText="This coach may have closed their account, or the address is not quite right."
    >
      {(coach) => (
        <CoachProfileView
          profile={coach}
          actions={
            <>
              <FollowButton target={{ profileId: coach._id, profileType: 'coach' }} />
              {user?.userType === 1 && (
                <ButtonLink variant="volt" to={pitchPath('coach', coach._id)}>
                  Pitch
                </ButtonLink>
              )}
              {user?.userType === 2 && (
                <AddAssociatedButton target={{ profileId: coach._id, profileType: 'coach' }} />
              )}
            </>
          }
        />
      )}
    </ProfileLoadStates>
  );
}
