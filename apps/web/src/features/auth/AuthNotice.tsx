// A notice inside a sign-in screen's card: what was sent, what the user may do instead.
import type { ReactNode } from 'react';
import { classNames } from '../../ui/class-names.ts';
import styles from './AuthNotice.module.css';

interface AuthNoticeProps {
  /** info: plain news; success: something was sent; offer: a text and its button, stacked. */
  tone?: 'info' | 'success' | 'offer';
  /** status when it appears in answer to what the user did, so a screen reader says it. */
  role?: 'status';
  children: ReactNode;
}

export function AuthNotice({ tone = 'info', role, children }: AuthNoticeProps) {
  return (
    <div
      className={classNames(
        styles.notice,
        tone === 'success' && styles.success,
        tone === 'offer' && styles.offer,
      )}
      role={role}
    >
      {children}
    </div>
  );
}
