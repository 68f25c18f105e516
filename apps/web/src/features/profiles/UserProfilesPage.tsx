// /user-profiles: a coach who administers an organisation chooses which profile to act as (spec 6); after choosing
// the organisation the app goes to /organisation (spec "After loading the organisation profile").
import { ROUTES } from '@podium/core';
import { useNavigate } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { authApi } from '../../state/auth-api.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Badge } from '../../ui/VerifiedBadge.tsx';
import { useSwitchProfileMutation } from '../coaches/index.ts';
import styles from './UserProfilesPage.module.css';

function Choices() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const [switchTo, switching] = useSwitchProfileMutation();
  if (!user) return null;
  async function choose(activeProfile: 'coach' | 'org') {
    try {
      dispatch(showAlert((await switchTo({ activeProfile }).unwrap()).msg, 'success'));
      // Load the user again (activeProfile) before the next screen asks which profile is in use.
      const reload = dispatch(authApi.endpoints.loadUser.initiate(undefined, { forceRefetch: true }));
      await reload;
      reload.unsubscribe();
      navigate(activeProfile === 'org' ? ROUTES.organisationHome : ROUTES.coachHome);
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  const current = user.activeProfile === 'org' && user.orgAdmin ? 'org' : 'coach';
  return (
    <div className="page page--narrow">
      <h1>Your profiles</h1>
      <p className="muted">
        Choose who you act as: following, notifications and associated people follow your choice.
      </p>
      <div className={styles.choices}>
        <Card aria-label="Coach profile">
          <h2 className={styles.title}>Coach {current === 'coach' && <Badge>In use</Badge>}</h2>
          <p className="muted">{user.name}</p>
          <Button
            variant="primary"
            disabled={switching.isLoading}
            aria-pressed={current === 'coach'}
            onClick={() => void choose('coach')}
          >
            {current === 'coach' ? 'Open coach profile' : 'Use coach profile'}
          </Button>
        </Card>
        <Card aria-label="Organisation">
          <h2 className={styles.title}>Organisation {current === 'org' && <Badge>In use</Badge>}</h2>
          {user.orgAdmin ? (
            <>
              <p className="muted">{user.organisation ?? 'The organisation you administer'}</p>
              <Button
                variant="primary"
                disabled={switching.isLoading}
                aria-pressed={current === 'org'}
                onClick={() => void choose('org')}
              >
                {current === 'org' ? 'Open organisation' : 'Use organisation'}
              </Button>
            </>
          ) : (
            <>
              <p className="muted">You do not run an organisation yet.</p>
              <ButtonLink to="/create-organisation">Create an organisation</ButtonLink>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}

export function UserProfilesPage() {
  return <Choices />;
}
