// /public/org/{id} (spec 2's /public/{userType}/{id}): an organisation's page for anyone, no sign-in, read-only. An
// organisation is no person, so its page always shows; of its admins and people, only those a visitor may see,
// each linking to their own public page. Read with a plain fetch (public-profile.ts): no API layer.
import { useParams } from 'react-router';
import { OrganisationView } from '../organisations/OrganisationView.tsx';
import { JoinInvite } from './JoinInvite.tsx';
import { useMemberViewLink } from './MemberViewLink.tsx';
import { ProfileLoadStates } from './ProfileLoadStates.tsx';
import { publicPagePath } from './public-path.ts';
import { usePublicProfile } from './public-profile.ts';

export function PublicOrganisationPage() {
  const { id = '' } = useParams();
  const memberView = useMemberViewLink('org');
  return (
    <ProfileLoadStates
      load={usePublicProfile('org', id)}
      notFoundTitle="No such organisation"
      notFoundText="It may have closed its account, or the address is not quite right."
      footer={<JoinInvite />}
    >
      {(organisation) => (
        <OrganisationView
          organisation={organisation}
          linkTo={publicPagePath}
          actions={memberView(organisation._id)}
        />
      )}
    </ProfileLoadStates>
  );
}
