// One notification in the list: who, what, when, whether it is new, and its buttons (spec 4), which its kind's
// registration gives (state/notification-kinds.ts).
import type { AnyNotification } from '@podium/core/api/notifications';
import { type BoundAction, showNotification } from '../../state/notification-kinds.ts';
import { Button } from '../../ui/Button.tsx';
import { classNames } from '../../ui/class-names.ts';
import styles from './NotificationItem.module.css';
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
    <li className={classNames(styles.notification, !seen && styles.unseen)}>
      <button type="button" className={styles.open} onClick={() => onSelect(notification)}>
        <span className={styles.avatar} aria-hidden="true">
          {sender?.photo ? <img src={sender.photo} alt="" /> : initialsOf(name)}
        </span>
        <span className={styles.text}>
          <span className={styles.line}>
            <strong>{name}</strong> {body}
          </span>
          <time className={styles.time} dateTime={updatedAt}>
            {relativeTime(updatedAt)}
          </time>
        </span>
        {!seen && <span className="visually-hidden">(new)</span>}
        {!seen && <span className={styles.dot} aria-hidden="true" />}
      </button>
      <div className={styles.actions}>
        {showNotification(notification).actions.map((button) => (
          <Button
            key={button.label}
            variant={button.isPrimary ? 'primary' : 'secondary'}
            className={styles.action}
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
