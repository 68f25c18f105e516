import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ProfileLoadStates } from '../../ui/ProfileLoadStates.tsx';
import { useRequestAssociationMutation } from '../coaches/index.ts';
import { FollowButton } from '../following/index.ts';
import { pitchPath } from '../pitches/index.ts';
import { OrganisationView } from './OrganisationView.tsx';
import { useGetOrganisationQuery } from './organisations-api.ts';

function AskButton({ organisationId }: { organisationId: string }) {
  const dispatch = useAppDispatch();
  const [ask, asking] = useRequestAssociationMutation();
  async function onAsk() {
    try {
      dispatch(showAlert((await ask(organisationId).unwrap()).msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <Button disabled={asking.isLoading || asking.isSuccess} onClick={() => void onAsk()}>
      {asking.isSuccess ? 'Asked' : 'Ask to be associated'}
    </Button>
  );
}

export function OrganisationById({ id }: { id: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const load = useGetOrganisationQuery(id);
  // As for an athlete: an organisation that is not there is said so, with why; a failure to load offers Try again.
  return (
    <ProfileLoadStates
      load={load}
      notFoundTitle="Organisation not found"
      notFoundText="This organisation may have closed its account, or the address is not quite right."
    >
      {(organisation) => (
        <OrganisationView
          organisation={organisation}
          actions={
            <>
              <FollowButton target={{ profileId: organisation._id, profileType: 'org' }} />
              {user?.userType === 1 && (
                <ButtonLink variant="volt" to={pitchPath('org', organisation._id)}>
                  Pitch
                </ButtonLink>
              )}
              {/* A coach it already lists (their coach profile's id is their user id) has nothing to ask. */}
              {user?.userType === 2 &&
                !organisation.isAdmin &&
                !organisation.coaches.some(
                  (entry) => entry.profile.profileId === user._id && entry.confirmed,
                ) && <AskButton organisationId={organisation._id} />}
            </>
          }
        />
      )}
    </ProfileLoadStates>
  );
}
