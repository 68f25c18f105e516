// A list of collaborations, on the athlete's Collaborators card and the coach's page of athletes: each line a name
// with its state (invited, or collaborating), then what may be done.
import type { ReactNode } from 'react';
import { classNames } from '../../ui/class-names.ts';
import styles from './CollabList.module.css';

/** label: what the list holds, for a screen reader ("Your collaborators"). */
export function CollabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** A line; `boxed`: drawn as a card of its own (the coach's page, where a line holds buttons). */
export function CollabRow({ boxed = false, children }: { boxed?: boolean; children: ReactNode }) {
  return <li className={classNames(styles.row, boxed && styles.boxed)}>{children}</li>;
}

/** The person's name, followed by its `CollabState`. */
export function CollabName({ children }: { children: ReactNode }) {
  return <span className={styles.name}>{children}</span>;
}

/** Invited (grey) or collaborating (green). */
export function CollabState({ state, children }: { state: 'invited' | 'active'; children: ReactNode }) {
  return <span className={classNames(styles.state, state === 'active' && styles.active)}>{children}</span>;
}
