// /notifications (spec 2): header with a back arrow and the list; the list and its actions arrive in a later issue.
import { homeFor } from '@podium/core';
import { Link } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import './notifications.css';

export function NotificationsPage() {
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return <Loader label="Loading..." />;
  return (
    <div className="page page--narrow notifications">
      <header className="notifications__header">
        <Link to={homeFor(user)} className="notifications__back" aria-label="Back">
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
      <div className="card">
        <StatePanel kind="empty" title="You have no notifications">
          Follow requests, group invites, endorsements and messages from coaches will show up here.
        </StatePanel>
      </div>
    </div>
  );
}
