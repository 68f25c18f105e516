// /profile/{id}?profileType=org: an organisation as members see it (issue 10), with Follow, and for a coach "Ask
// to be associated".
import { homeFor, ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { messagesFor, showErrorAlerts } from '../../state/messages.ts';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { useRequestAssociationMutation } from '../coaches/coaches-api.ts';
import { FollowButton } from '../following/FollowButton.tsx';
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
    <button
      type="button"
      className="btn btn--secondary"
      disabled={asking.isLoading || asking.isSuccess}
      onClick={() => void onAsk()}
    >
      {asking.isSuccess ? 'Asked' : 'Ask to be associated'}
    </button>
  );
}

export function OrganisationById({ id }: { id: string }) {
  const user = useAppSelector((state) => state.auth.user);
  const load = useGetOrganisationQuery(id, { skip: id === '' });
  if (load.isLoading) return <Loader label="Loading..." />;
  if (!load.data) {
    return (
      <div className="page page--narrow">
        <StatePanel
          kind="error"
          title="Organisation not found"
          action={
            <Link className="btn btn--primary" to={user ? homeFor(user) : ROUTES.home}>
              Back to your home
            </Link>
          }
        >
          {messagesFor(load.error).join(' ')}
        </StatePanel>
      </div>
    );
  }
  const organisation = load.data;
  return (
    <OrganisationView
      organisation={{ ...organisation, isAdmin: false }}
      actions={
        <>
          <FollowButton target={{ profileId: organisation._id, profileType: 'org' }} />
          {user?.userType === 2 && !organisation.isAdmin && <AskButton organisationId={organisation._id} />}
        </>
      }
    />
  );
}
