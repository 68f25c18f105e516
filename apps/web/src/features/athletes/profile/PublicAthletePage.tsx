// /public/athlete/{id} and /public/link/{code}: an athlete's profile for anyone, no sign-in, read-only. Read with a
// plain fetch (public-profile.ts), so these pages carry no API layer.
import { useParams } from 'react-router';
import { usePublicProfile } from '../../../state/public-profile.ts';
import { JoinInvite } from '../../../ui/JoinInvite.tsx';
import { ProfileEndorsements } from '../../endorsements/index.ts';
import { ReadOnlyProfile } from './ReadOnlyProfile.tsx';

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
