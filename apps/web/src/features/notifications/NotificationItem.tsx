// One notification in the list: who, what, when, whether it is new, and its buttons (spec 4), which its kind's
// registration gives (state/notification-kinds.ts).
import type { AnyNotification } from '@podium/core/api/notifications';
import { type BoundAction, showNotification } from '../../state/notification-kinds.ts';
import { Button } from '../../ui/Button.tsx';
import { relativeTime } from './relative-time.ts';

interface NotificationItemProps {
  notification: AnyNotification;
  onSelect: (notification: AnyNotification) => void;
  onAction: (notification: AnyNotification, action: BoundAction) => void;
  isBusy: boolean;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function NotificationItem({ notification, onSelect, onAction, isBusy }: NotificationItemProps) {
  const { sender, body, seen, updatedAt } = notification;
  const name = sender?.name ?? 'Podium';
  return (
    <li className={`notification${seen ? '' : ' notification--unseen'}`}>
      <button type="button" className="notification__open" onClick={() => onSelect(notification)}>
        <span className="notification__avatar" aria-hidden="true">
          {sender?.photo ? <img src={sender.photo} alt="" /> : initialsOf(name)}
        </span>
        <span className="notification__text">
          <span className="notification__line">
            <strong className="notification__name">{name}</strong> {body}
          </span>
          <time className="notification__time" dateTime={updatedAt}>
            {relativeTime(updatedAt)}
          </time>
        </span>
        {!seen && <span className="visually-hidden">(new)</span>}
        {!seen && <span className="notification__dot" aria-hidden="true" />}
      </button>
      <div className="notification__actions">
        {showNotification(notification).actions.map((button) => (
          <Button
            key={button.label}
            variant={button.isPrimary ? 'primary' : 'secondary'}
            className="notification__action"
            disabled={isBusy}
            onClick={() => onAction(notification, button)}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </li>
  );
}
