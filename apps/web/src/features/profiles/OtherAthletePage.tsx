// /profile/{id}: another person's profile for a signed-in user. Athletes are shown (no birth date, public
// destinations only); ?profileType=coach or org (spec 2, also ?profile=) opens that coach or organisation (issue 10).
import { ROUTES } from '@podium/core';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { ReadOnlyProfile, useGetAthleteProfileQuery } from '../athletes/index.ts';
import { AddAssociatedButton, CoachById } from '../coaches/index.ts';
import { useCoachRankings, VerifiedOnlyToggle } from '../collaborators/index.ts';
import { ConnectButton } from '../connections/index.ts';
import { ProfileEndorsements } from '../endorsements/index.ts';
import { FollowButton } from '../following/index.ts';
import { OrganisationById } from '../organisations/index.ts';
import { TimelineLink } from '../timeline/index.ts';
import { WatchlistButton } from '../watchlist/index.ts';

/** The kind of profile the address asks for; athlete unless it says otherwise. */
export function profileKindOf(search: URLSearchParams): string {
  return (search.get('profileType') ?? search.get('profile') ?? 'athlete').toLowerCase();
}

function AthleteById({ id }: { id: string }) {
  const load = useGetAthleteProfileQuery(id, { skip: id === '' });
  const viewer = useAppSelector((state) => state.auth.user);
  // Issue 10: a coach sees the athlete's ranks, among all results or verified ones only.
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const rankings = useCoachRankings(load.data, verifiedOnly);
  // Your own profile is edited at /AthleteProfile.
  if (load.data?.isOwner) return <Navigate to={ROUTES.athleteHome} replace />;
  return (
    <ReadOnlyProfile
      load={load}
      notFoundTitle="Athlete not found"
      notFoundText="This athlete may have removed their profile, or the address is not quite right."
      rankings={rankings}
      footer={load.data && <ProfileEndorsements endorsements={load.data.endorsements} />}
      visitorActions={
        load.data && (
          <>
            <FollowButton target={{ profileId: load.data._id, profileType: 'athlete' }} />
            {rankings && <VerifiedOnlyToggle checked={verifiedOnly} onChange={setVerifiedOnly} />}
            {viewer?.userType === 2 && (
              <AddAssociatedButton target={{ profileId: load.data._id, profileType: 'athlete' }} />
            )}
            <WatchlistButton profileId={load.data._id} />
            <ConnectButton profileId={load.data._id} />
            <TimelineLink profileId={load.data._id} />
          </>
        )
      }
    />
  );
}

export function OtherAthletePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const kind = profileKindOf(search);
  // Issue 10: coaches and organisations have profiles of their own.
  if (kind === 'coach') return <CoachById id={id} />;
  if (kind === 'org' || kind === 'organisation') return <OrganisationById id={id} />;
  return <AthleteById id={id} />;
}
