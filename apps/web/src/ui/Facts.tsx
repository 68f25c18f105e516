// A list of facts, a label beside each (a notification's detail, a pitch's): a <dl> of label and value rows.
import type { ReactNode } from 'react';
import styles from './Facts.module.css';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** One fact; `isWritten` keeps the lines of words someone wrote (a message, a pitch). */
export function Fact({
  label,
  isWritten = false,
  children,
}: {
  label: string;
  isWritten?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={isWritten ? styles.written : undefined}>{children}</dd>
    </div>
  );
}
