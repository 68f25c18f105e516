// /public/coach/{id} (spec 2's /public/{userType}/{id}): a coach's page for anyone, no sign-in, read-only, while the
// coach has turned it on. It lists only the people a visitor may see, each linking to their own public page. Read
// with a plain fetch, as the athlete's public page is (public-profile.ts), so the page carries no API layer.
import { useParams } from 'react-router';
import { usePublicProfile } from '../../state/public-profile.ts';
import { JoinInvite } from '../../ui/JoinInvite.tsx';
import { ProfileLoadStates } from '../../ui/ProfileLoadStates.tsx';
import { publicPagePath } from '../../ui/profile-paths.ts';
import { CoachProfileView } from '../coaches/index.ts';
import { useMemberViewLink } from './MemberViewLink.tsx';

export function PublicCoachPage() {
  const { id = '' } = useParams();
  const memberView = useMemberViewLink('coach');
  return (
    <ProfileLoadStates
      load={usePublicProfile('coach', id)}
      // The server answers a page that is off exactly as an unknown coach: the title covers both.
      notFoundTitle="This coach has no public page"
      notFoundText="The coach has not made their page public, or the address is not quite right."
      footer={<JoinInvite />}
    >
      {(coach) => (
        <CoachProfileView profile={coach} linkTo={publicPagePath} actions={memberView(coach._id)} />
      )}
    </ProfileLoadStates>
  );
}
