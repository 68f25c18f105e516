// /profile/{id}: another person's profile for a signed-in user. Athletes are shown (no birth date, public
// destinations only); ?profileType=coach or org (spec 2, also ?profile=) names a profile Podium does not show yet.
import { homeFor, ROUTES } from '@podium/core';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '../../../state/hooks.ts';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { FollowButton } from '../../following/FollowButton.tsx';
import { useGetAthleteProfileQuery } from '../athlete-api.ts';
import { ReadOnlyProfile } from './ReadOnlyProfile.tsx';

const OTHER_KINDS: Record<string, string> = {
  coach: 'Coach',
  org: 'Organisation',
  organisation: 'Organisation',
};

/** The kind of profile the address asks for; athlete unless it says otherwise. */
export function profileKindOf(search: URLSearchParams): string {
  return (search.get('profileType') ?? search.get('profile') ?? 'athlete').toLowerCase();
}

function NotShownYet({ kind }: { kind: string }) {
  const user = useAppSelector((state) => state.auth.user);
  return (
    <div className="page page--narrow">
      <StatePanel
        kind="empty"
        title={`${kind} profiles are not on Podium yet`}
        action={
          <Link className="btn btn--primary" to={user ? homeFor(user) : ROUTES.home}>
            Back to your home
          </Link>
        }
      >
        For now Podium shows athletes’ profiles only. Once {kind.toLowerCase()} profiles arrive, this address
        will open this one.
      </StatePanel>
    </div>
  );
}

function AthleteById({ id }: { id: string }) {
  const load = useGetAthleteProfileQuery(id, { skip: id === '' });
  // Your own profile is edited at /AthleteProfile.
  if (load.data?.isOwner) return <Navigate to={ROUTES.athleteHome} replace />;
  return (
    <ReadOnlyProfile
      load={load}
      notFoundTitle="Athlete not found"
      notFoundText="This athlete may have removed their profile, or the address is not quite right."
      visitorActions={
        load.data && <FollowButton target={{ profileId: load.data._id, profileType: 'athlete' }} />
      }
    />
  );
}

export function OtherAthletePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const other = OTHER_KINDS[profileKindOf(search)];
  if (other) return <NotShownYet kind={other} />;
  return <AthleteById id={id} />;
}
