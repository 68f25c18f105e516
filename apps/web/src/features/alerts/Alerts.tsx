// The stacked alerts: success, danger and info messages that dismiss themselves or on request.

import { type Alert, type AlertType, alertRemoved } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import styles from './Alerts.module.css';

const LABELS: Record<AlertType, string> = { success: 'Success', danger: 'Error', info: 'Information' };

function AlertIcon({ alertType }: { alertType: AlertType }) {
  const path =
    alertType === 'success'
      ? 'M6 10.5l2.6 2.6L14 7.7'
      : alertType === 'danger'
        ? 'M10 5.5v5.5M10 14v.5'
        : 'M10 9v5M10 6v.5';
  return (
    <svg
      className={styles.icon}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path d={path} stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const dispatch = useAppDispatch();
  return (
    <div
      className={styles.alert}
      // Its kind colours it, and is what a test reads (a module's class names are its own).
      data-alert={alert.alertType}
      role={alert.alertType === 'danger' ? 'alert' : 'status'}
    >
      <AlertIcon alertType={alert.alertType} />
      <p className={styles.msg}>
        <span className="visually-hidden">{LABELS[alert.alertType]}: </span>
        {alert.msg}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={`Dismiss: ${alert.msg}`}
        onClick={() => dispatch(alertRemoved(alert.id))}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

export function Alerts() {
  const alerts = useAppSelector((state) => state.alerts);
  return (
    <section className={styles.alerts} aria-label="Notifications from Podium" aria-live="polite">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </section>
  );
}
