// /CoachProfile: the signed-in coach's own profile (issue 10) with their associated people to confirm or remove
// and their followers; a coach who has not filled in details is asked to create their coach profile.
import { Link } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { messagesFor } from '../../state/messages.ts';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { ForRole } from '../auth/ForRole.tsx';
import { FollowSection } from '../following/FollowSection.tsx';
import { TimelineLink } from '../timeline/TimelineLink.tsx';
import { CoachProfileView } from './CoachProfileView.tsx';
import { useGetMyCoachProfileQuery } from './coaches-api.ts';

export const CREATE_COACH_PATH = '/create-coach-profile';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

function OwnCoachProfile() {
  const user = useAppSelector((state) => state.auth.user);
  const load = useGetMyCoachProfileQuery();
  if (load.isLoading) return <Loader label="Loading..." />;
  if (isNotFound(load.error)) {
    return (
      <div className="page page--narrow">
        <StatePanel
          kind="empty"
          title="Create your coach profile"
          action={
            <Link className="btn btn--primary" to={CREATE_COACH_PATH}>
              Create your coach profile
            </Link>
          }
        >
          Add a photo, a short bio and the sports you coach, so athletes and organisations know who you are.
        </StatePanel>
      </div>
    );
  }
  if (!load.data) {
    return (
      <div className="page page--narrow">
        <StatePanel
          kind="error"
          title="Your profile did not load"
          action={
            <button type="button" className="btn btn--primary" onClick={() => void load.refetch()}>
              Try again
            </button>
          }
        >
          {messagesFor(load.error).join(' ')}
        </StatePanel>
      </div>
    );
  }
  const profile = load.data;
  return (
    <CoachProfileView
      profile={profile}
      actions={
        <>
          <Link className="btn btn--volt" to={CREATE_COACH_PATH}>
            Edit profile
          </Link>
          <TimelineLink profileId={profile._id} />
          {user?.orgAdmin && (
            <Link className="btn btn--secondary" to="/user-profiles">
              Switch profile
            </Link>
          )}
          {!user?.orgAdmin && (
            <Link className="btn btn--secondary" to="/create-organisation">
              Create an organisation
            </Link>
          )}
        </>
      }
      tools={
        <>
          <Link className="btn btn--primary" to="/CoachProfile/search">
            Find athletes
          </Link>
          <Link className="btn btn--secondary" to="/CoachProfile/watchlist">
            Your watchlist
          </Link>
          <Link className="btn btn--secondary" to="/CoachProfile/collaborations">
            Athletes you collaborate for
          </Link>
        </>
      }
    >
      <FollowSection profile={{ profileId: profile._id, profileType: 'coach' }} />
    </CoachProfileView>
  );
}

export function CoachProfilePage() {
  return (
    <ForRole only="coach">
      <OwnCoachProfile />
    </ForRole>
  );
}
