// A line of the account page: what an action does on the left, its button on the right.
import type { ReactNode } from 'react';
import styles from './AccountRow.module.css';

export function AccountRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
