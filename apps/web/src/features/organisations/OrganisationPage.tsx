// /organisation: the organisation the signed-in coach administers (issue 10), with its people to confirm or remove,
// its followers and another admin to add; a coach with none is invited to create one.
import type { Organisation } from '@podium/core/api/coaches';
import { ButtonLink } from '../../ui/Button.tsx';
import { ProfileLoadStates } from '../../ui/ProfileLoadStates.tsx';
import { manageAssociated } from '../coaches/index.ts';
import { FollowSection } from '../following/index.ts';
import { TimelineLink } from '../timeline/index.ts';
import { AddAdminForm } from './AddAdminForm.tsx';
import { OrganisationView } from './OrganisationView.tsx';
import { useGetMyOrganisationQuery } from './organisations-api.ts';

function OwnOrganisation() {
  return (
    <ProfileLoadStates
      load={useGetMyOrganisationQuery()}
      notFoundTitle="Create your organisation"
      notFoundText="You do not run an organisation on Podium yet."
      notFoundAction={
        <ButtonLink variant="primary" to={'/create-organisation'}>
          Create your organisation
        </ButtonLink>
      }
      failedTitle="Your organisation did not load"
    >
      {(organisation) => <OwnOrganisationView organisation={organisation} />}
    </ProfileLoadStates>
  );
}

function OwnOrganisationView({ organisation }: { organisation: Organisation }) {
  return (
    <OrganisationView
      organisation={organisation}
      entryActions={manageAssociated}
      actions={
        <>
          <ButtonLink variant="volt" to="/create-organisation">
            Edit organisation
          </ButtonLink>
          <ButtonLink to="/CoachProfile/search">Find athletes</ButtonLink>
          <ButtonLink to="/groups">Groups</ButtonLink>
          <ButtonLink to="/organisation/events">Events</ButtonLink>
          <ButtonLink to="/events/staffing">Events I staff</ButtonLink>
          <TimelineLink profileId={organisation._id} />
          <ButtonLink to="/user-profiles">Switch profile</ButtonLink>
        </>
      }
    >
      <AddAdminForm />
      <FollowSection profile={{ profileId: organisation._id, profileType: 'org' }} />
    </OrganisationView>
  );
}

export function OrganisationPage() {
  return <OwnOrganisation />;
}
