// /public/org/{id} (spec 2's /public/{userType}/{id}): an organisation's page for anyone, no sign-in, read-only. An
// organisation is no person, so its page always shows; of its admins and people, only those a visitor may see,
// each linking to their own public page. Read with a plain fetch (public-profile.ts): no API layer.
import { useParams } from 'react-router';
import { usePublicProfile } from '../../state/public-profile.ts';
import { JoinInvite } from '../../ui/JoinInvite.tsx';
import { ProfileLoadStates } from '../../ui/ProfileLoadStates.tsx';
import { publicPagePath } from '../../ui/profile-paths.ts';
import { OrganisationView } from '../organisations/index.ts';
import { useMemberViewLink } from './MemberViewLink.tsx';

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
