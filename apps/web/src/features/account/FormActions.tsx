// The foot of an account form: its submit button and, beside it, a word on what saving does.
import type { ReactNode } from 'react';
import styles from './FormActions.module.css';

export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
