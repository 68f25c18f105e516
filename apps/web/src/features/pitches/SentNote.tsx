// In place of a pitch or contact form: that it was sent, or when it may be sent again; announced as it appears.
import type { ReactNode } from 'react';
import styles from './SentNote.module.css';

export function SentNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.note} role="status">
      {children}
    </p>
  );
}
