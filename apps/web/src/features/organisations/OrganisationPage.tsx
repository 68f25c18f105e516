// /organisation: the organisation the signed-in coach administers (issue 10), with its people to confirm or remove,
// its followers and another admin to add; a coach with none is invited to create one.
import { Link } from 'react-router';
import { isNotFound, messagesFor } from '../../state/messages.ts';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { ForRole } from '../auth/ForRole.tsx';
import { manageAssociated } from '../coaches/AssociatedActions.tsx';
import { FollowSection } from '../following/FollowSection.tsx';
import { TimelineLink } from '../timeline/TimelineLink.tsx';
import { AddAdminForm } from './AddAdminForm.tsx';
import { OrganisationView } from './OrganisationView.tsx';
import { useGetMyOrganisationQuery } from './organisations-api.ts';

function OwnOrganisation() {
  const load = useGetMyOrganisationQuery();
  if (load.isLoading) return <Loader label="Loading..." />;
  if (isNotFound(load.error)) {
    return (
      <div className="page page--narrow">
        <StatePanel
          kind="empty"
          title="Create your organisation"
          action={
            <Link className="btn btn--primary" to="/create-organisation">
              Create your organisation
            </Link>
          }
        >
          You do not run an organisation on Podium yet.
        </StatePanel>
      </div>
    );
  }
  if (!load.data) {
    return (
      <div className="page page--narrow">
        <StatePanel kind="error" title="Your organisation did not load" onRetry={load.refetch}>
          {messagesFor(load.error).join(' ')}
        </StatePanel>
      </div>
    );
  }
  const organisation = load.data;
  return (
    <OrganisationView
      organisation={organisation}
      entryActions={manageAssociated}
      actions={
        <>
          <Link className="btn btn--volt" to="/create-organisation">
            Edit organisation
          </Link>
          <Link className="btn btn--secondary" to="/CoachProfile/search">
            Find athletes
          </Link>
          <TimelineLink profileId={organisation._id} />
          <Link className="btn btn--secondary" to="/user-profiles">
            Switch profile
          </Link>
        </>
      }
    >
      <AddAdminForm />
      <FollowSection profile={{ profileId: organisation._id, profileType: 'org' }} />
    </OrganisationView>
  );
}

export function OrganisationPage() {
  return (
    <ForRole only="organisation">
      <OwnOrganisation />
    </ForRole>
  );
}
