// /AthleteProfile: the signed-in athlete's own profile, with ranks, edits, the first-visit tour and sharing.
import { ROUTES } from '@podium/core';
import { type ReactNode, Suspense } from 'react';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { ConsentNotice } from '../../consent/index.ts';
import { useGetAthDataQuery, useGetMyAthleteProfileQuery } from '../athlete-api.ts';
import { OWNER_CONTROLS } from './OwnerControls.tsx';
import { OwnerControlsContext } from './owner-controls.ts';
import { ProfileView } from './ProfileView.tsx';
import { rankedTestKeys } from './profile-view.ts';
// The owner's screens keep the athlete state area (spec 3); loading this module adds it to the store.
import '../athlete-slice.ts';
import { ButtonLink } from '../../../ui/Button.tsx';

/** A 404 here means the athlete has not made their profile yet: the way to make it. */
const CREATE_PROFILE_INVITE = {
  title: 'Create your athlete profile',
  text: 'Add your sports and a few quick stats. Then record test results, get ranked and share your profile with coaches.',
  action: (
    <ButtonLink variant="volt" to={ROUTES.createProfile}>
      Create your profile
    </ButtonLink>
  ),
};

function OwnProfile({ extras }: { extras: ReactNode }) {
  const profile = useGetMyAthleteProfileQuery();
  const keys = profile.data ? rankedTestKeys(profile.data) : [];
  const athData = useGetAthDataQuery(keys, { skip: keys.length === 0 });

  // A retry after a failure shows the loader again rather than the old error.
  if (profile.isLoading || (profile.error && profile.isFetching))
    return <Loader label="Loading your profile..." />;
  if (profile.error || !profile.data) {
    return (
      <div className="page page--narrow">
        <FailurePanel
          error={profile.error}
          onRetry={profile.refetch}
          title="We could not load your profile"
          notFound={CREATE_PROFILE_INVITE}
        />
      </div>
    );
  }
  return (
    <>
      <ConsentNotice place="profile" />
      <OwnerControlsContext value={OWNER_CONTROLS}>
        <ProfileView
          profile={profile.data}
          canEdit
          rankings={{
            data: athData.data,
            isLoading: athData.isLoading,
            error: athData.error,
            retry: () => void athData.refetch(),
          }}
        />
      </OwnerControlsContext>
      {/* Issue 10: the coaches this athlete invited to add verified results, and their endorsements. */}
      <Suspense fallback={null}>{extras}</Suspense>
    </>
  );
}

/**
 * A coach or organisation is taken to their own home: they have no athlete profile to show. `extras`: what other
 * features add below the profile, handed in by the route table (features/profiles/OwnerExtras.tsx) so this feature
 * needs none of them.
 */
export function AthleteProfilePage({ extras = null }: { extras?: ReactNode }) {
  return <OwnProfile extras={extras} />;
}
