// The detail view (spec 2): its kind's title and sentence, who sent it, what it says, when, and the kind's own part
// (state/notification-kinds.ts: a pitch's CV, an endorsement to write...). Closing sets the selection back to none.
import type { AnyNotification } from '@podium/core/api/notifications';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { showNotification } from '../../state/notification-kinds.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { Fact, Facts } from '../../ui/Facts.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { profilePath } from '../../ui/profile-paths.ts';
import { relativeTime } from './relative-time.ts';

interface NotificationDetailProps {
  notification: AnyNotification;
  onClose: () => void;
  onDelete: (notification: AnyNotification) => void;
}

export function NotificationDetail({ notification, onClose, onDelete }: NotificationDetailProps) {
  const { title, summary, message, detail } = showNotification(notification);
  const { sender } = notification;
  return (
    <Dialog title={title} onClose={onClose}>
      <div>
        <p>{summary}</p>
        <Facts>
          <Fact label="From">
            {sender ? (
              <Link to={profilePath(sender.profileId, sender.profileType)}>{sender.name}</Link>
            ) : (
              'Podium'
            )}
          </Fact>
          {message !== null && (
            <Fact label="Message" isWritten>
              {message || '—'}
            </Fact>
          )}
          <Fact label="When">
            <time dateTime={notification.updatedAt}>{relativeTime(notification.updatedAt)}</time>
          </Fact>
        </Facts>
        {/* A kind's own part is often a chunk of its feature, fetched as the dialog opens. */}
        <Suspense fallback={<Loader label="Loading..." />}>{detail}</Suspense>
      </div>
      <DialogActions>
        <Button onClick={() => onDelete(notification)}>Delete</Button>
      </DialogActions>
    </Dialog>
  );
}
