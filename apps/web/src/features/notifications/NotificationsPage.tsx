// /notifications (spec 2): header with a back arrow, then the acting profile's notifications (spec 6).
import { homeFor, ROUTES } from '@podium/core';
import { Link } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { NotificationList } from './NotificationList.tsx';
import styles from './NotificationsPage.module.css';
import { useActingProfile } from './use-acting-profile.ts';

function Body({ isAthlete }: { isAthlete: boolean }) {
  const acting = useActingProfile();
  if (acting.isLoading) return <Loader label="Loading..." />;
  if (acting.error !== undefined) {
    return (
      <FailurePanel
        error={acting.error}
        onRetry={acting.refetch}
        title="We could not load your notifications"
      />
    );
  }
  // An athlete without a profile yet has nobody to hear from: making it is what brings the first ones.
  if (!acting.profile) {
    return (
      <StatePanel
        kind="empty"
        title="You have no notifications"
        action={
          isAthlete && (
            <ButtonLink variant="primary" to={ROUTES.createProfile}>
              Create your profile
            </ButtonLink>
          )
        }
      >
        {isAthlete
          ? 'Coaches and athletes reach you through your profile. Create it, and what they send shows up here.'
          : 'Follow requests and messages show up here.'}
      </StatePanel>
    );
  }
  return <NotificationList profile={acting.profile} />;
}

export function NotificationsPage() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <Loader label="Loading..." />;
  return (
    <div className="page page--narrow">
      <header className={styles.header}>
        <Link to={homeFor(user)} className={styles.back} aria-label="Back">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </Link>
        <h1>Notifications</h1>
      </header>
      <Card as="div" className={styles.card}>
        <UnderHeading>
          <Body isAthlete={user.userType === 1} />
        </UnderHeading>
      </Card>
    </div>
  );
}
