// /public/athlete/{id} and /public/link/{code}: an athlete's profile for anyone, no sign-in, read-only. Read with a
// plain fetch (public-profile.ts), so these pages carry no API layer.
import { ROUTES } from '@podium/core';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../state/hooks.ts';
import { ProfileEndorsements } from '../../endorsements/ProfileEndorsements.tsx';
import { usePublicProfile } from './public-profile.ts';
import { ReadOnlyProfile } from './ReadOnlyProfile.tsx';

function JoinInvite() {
  const isSignedIn = useAppSelector((state) => state.auth.isAuthenticated);
  if (isSignedIn) return null;
  return (
    <aside className="join-invite on-dark" aria-label="Join Podium">
      <p>
        <strong>Are you an athlete?</strong> Record your tests, get ranked and get seen by coaches.
      </p>
      <Link className="btn btn--volt" to={ROUTES.register}>
        Create your free profile
      </Link>
    </aside>
  );
}

export function PublicAthletePage() {
  const { id = '' } = useParams();
  const load = usePublicProfile('athlete', id);
  // The server answers a private profile exactly as an unknown one (issue 7): the title covers both.
  return (
    <ReadOnlyProfile
      load={load}
      notFoundTitle="This profile is not public"
      notFoundText="Its owner has not made it public, or the address is not quite right."
      footer={
        <>
          {load.data && <ProfileEndorsements endorsements={load.data.endorsements} />}
          <JoinInvite />
        </>
      }
    />
  );
}

export function PublicLinkPage() {
  const { code = '' } = useParams();
  const load = usePublicProfile('link', code);
  return (
    <ReadOnlyProfile
      load={load}
      notFoundTitle="This link is not active"
      notFoundText="Its owner has switched the link off, or the address is not quite right."
      footer={
        <>
          {load.data && <ProfileEndorsements endorsements={load.data.endorsements} />}
          <JoinInvite />
        </>
      }
    />
  );
}
