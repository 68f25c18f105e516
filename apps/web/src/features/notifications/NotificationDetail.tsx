// The detail view chosen by type (spec 2): its title and sentence, who sent it, what it says, when, and what it
// carries (a group, a member, matching profiles). Closing sets the selection back to none.
import type { Notification } from '@podium/core/api/notifications';
import { Link } from 'react-router';
import { Dialog } from '../../ui/Dialog.tsx';
import { profilePath } from '../../ui/profile-paths.ts';
import { AssociatedNotice } from '../coaches/index.ts';
import { CollaboratorNotice } from '../collaborators/index.ts';
import { EndorsementNotificationDetail } from '../endorsements/index.ts';
import { PITCH_TYPES, PitchNotificationDetail } from '../pitches/index.ts';
import { detailFor, factsOf, matchingProfilesOf, relativeTime } from './notification-types.ts';

/** What the notification says: a reply's own words (data.message), else its body. */
function messageOf(notification: Notification): string {
  const { message } = notification.data;
  return notification.type === 'Pitch Reply' && typeof message === 'string' && message
    ? message
    : notification.body;
}

interface NotificationDetailProps {
  notification: Notification;
  onClose: () => void;
  onDelete: (notification: Notification) => void;
}

export function NotificationDetail({ notification, onClose, onDelete }: NotificationDetailProps) {
  const { title, summary } = detailFor(notification.type);
  const { sender } = notification;
  const matches = matchingProfilesOf(notification);
  // A pitch's own view says what it holds (the CV, the message): its body ("sent you their CV") would only repeat
  // the summary (issue 22, 20).
  const hasOwnView = PITCH_TYPES.includes(notification.type);
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="notification-detail">
        <p className="notification-detail__summary">{summary}</p>
        <dl className="notification-detail__facts">
          <div>
            <dt>From</dt>
            <dd>
              {sender ? (
                <Link to={profilePath(sender.profileId, sender.profileType)}>{sender.name}</Link>
              ) : (
                'Podium'
              )}
            </dd>
          </div>
          {!hasOwnView && (
            <div>
              <dt>Message</dt>
              <dd className="notification-detail__message">{messageOf(notification) || '—'}</dd>
            </div>
          )}
          {factsOf(notification).map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
          <div>
            <dt>When</dt>
            <dd>
              <time dateTime={notification.updatedAt}>{relativeTime(notification.updatedAt)}</time>
            </dd>
          </div>
        </dl>
        <CollaboratorNotice notification={notification} />
        <AssociatedNotice notification={notification} />
        {/* Issue 10: a pitch's CV or contact details; an endorsement to write or accept. */}
        <PitchNotificationDetail notification={notification} />
        <EndorsementNotificationDetail notification={notification} />
        {matches.length > 0 && (
          <ul className="notification-detail__matches" aria-label="Matching profiles">
            {matches.map((match, index) => (
              <li key={match.profileId}>
                <Link to={profilePath(match.profileId, match.profileType)}>{`Match ${index + 1}`}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={() => onDelete(notification)}>
          Delete
        </button>
      </div>
    </Dialog>
  );
}
