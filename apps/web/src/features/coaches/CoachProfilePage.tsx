// /CoachProfile: the signed-in coach's own profile (issue 10) with their associated people to confirm or remove
// and their followers; a coach who has not filled in details is asked to create their coach profile.
import type { CoachProfile } from '@podium/core/api/coaches';
import { Link } from 'react-router';
import { usePlatform } from '../../platform/PlatformProvider.tsx';
import { useAppSelector } from '../../state/hooks.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ProfileLoadStates } from '../../ui/ProfileLoadStates.tsx';
import { publicPagePath } from '../../ui/profile-paths.ts';
import { FollowSection } from '../following/index.ts';
import { TimelineLink } from '../timeline/index.ts';
import { manageAssociated } from './AssociatedActions.tsx';
import styles from './CoachProfilePage.module.css';
import { CoachProfileView } from './CoachProfileView.tsx';
import { useGetMyCoachProfileQuery } from './coaches-api.ts';

export const CREATE_COACH_PATH = '/create-coach-profile';

/** Whether the coach's page shows to people not signed in, and its address when it does. */
function PublicPageNote({ profile }: { profile: CoachProfile }) {
  const path = publicPagePath({ profileId: profile._id, profileType: 'coach' });
  // The server's own address (apiBaseUrl is it plus /api), also inside the native app.
  const origin = usePlatform().apiBaseUrl.replace(/\/api$/, '');
  return (
    <p className={styles.public}>
      {profile.publicPage ? (
        <>
          Your public page is on: <Link to={path}>{`${origin}${path}`}</Link>
        </>
      ) : (
        <>
          Only Podium members see your profile. To share it with anyone, turn on <strong>Public page</strong>{' '}
          in <Link to={CREATE_COACH_PATH}>Edit profile</Link>.
        </>
      )}
    </p>
  );
}

function OwnCoachProfile() {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <ProfileLoadStates
      load={useGetMyCoachProfileQuery()}
      notFoundTitle="Create your coach profile"
      notFoundText="Add a photo, a short bio and the sports you coach, so athletes and organisations know who you are."
      notFoundAction={
        <ButtonLink variant="primary" to={CREATE_COACH_PATH}>
          Create your coach profile
        </ButtonLink>
      }
      failedTitle="Your profile did not load"
    >
      {(profile) => <OwnCoachProfileView profile={profile} orgAdmin={user?.orgAdmin === true} />}
    </ProfileLoadStates>
  );
}

function OwnCoachProfileView({ profile, orgAdmin }: { profile: CoachProfile; orgAdmin: boolean }) {
  return (
    <CoachProfileView
      profile={profile}
      entryActions={manageAssociated}
      actions={
        <>
          <ButtonLink variant="volt" to={CREATE_COACH_PATH}>
            Edit profile
          </ButtonLink>
          <TimelineLink profileId={profile._id} />
          {orgAdmin && <ButtonLink to="/user-profiles">Switch profile</ButtonLink>}
          {!orgAdmin && <ButtonLink to="/create-organisation">Create an organisation</ButtonLink>}
        </>
      }
      tools={
        <>
          <ButtonLink variant="primary" to="/CoachProfile/search">
            Find athletes
          </ButtonLink>
          <ButtonLink to="/groups">Your groups</ButtonLink>
          <ButtonLink to="/CoachProfile/watchlist">Your watchlist</ButtonLink>
          <ButtonLink to="/CoachProfile/collaborations">Athletes you collaborate for</ButtonLink>
          <PublicPageNote profile={profile} />
        </>
      }
    >
      <FollowSection profile={{ profileId: profile._id, profileType: 'coach' }} />
    </CoachProfileView>
  );
}

export function CoachProfilePage() {
  return <OwnCoachProfile />;
}
