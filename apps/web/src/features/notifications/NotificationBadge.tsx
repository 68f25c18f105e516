// The top bar's unseen count (issue 9): the acting profile's unseen notifications, refreshed when the socket
// reports a new one (SignedInNotifications invalidates the count). Nothing shows at zero.

import styles from './NotificationBadge.module.css';
import { useActingProfile } from './use-acting-profile.ts';

/**
 * `count` beside "Notifications" in the menu; `dot` on the phone's menu button, so a closed menu still says that
 * something new came (its text joins the button's name: "Menu, 3 unseen").
 */
export function NotificationBadge({ variant = 'count' }: { variant?: 'count' | 'dot' }) {
  const { unseen } = useActingProfile();
  if (unseen <= 0) return null;
  if (variant === 'dot') {
    return (
      <span className={`${styles.badge} ${styles.dot}`} data-testid="notification-dot">
        <span className="visually-hidden">{`, ${unseen} unseen`}</span>
      </span>
    );
  }
  return (
    <span className={styles.badge} data-testid="notification-badge">
      <span aria-hidden="true">{unseen > 99 ? '99+' : unseen}</span>
      <span className="visually-hidden">{`, ${unseen} unseen`}</span>
    </span>
  );
}
