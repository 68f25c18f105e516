// A coach's or an organisation's page under its hero: a column of panels, two of them side by side on a wide
// screen, and a bio kept as its author typed it. Shared by coaches and organisations, so neither styles the other.
import type { ReactNode } from 'react';
import styles from './ProfilePanels.module.css';

export function ProfilePanels({ children }: { children: ReactNode }) {
  return <div className={styles.panels}>{children}</div>;
}

/** Two panels side by side from 900 px (associated athletes and coaches). */
export function PanelPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

/** A bio or description, its line breaks kept. */
export function ProfileBio({ children }: { children: ReactNode }) {
  return <p className={styles.bio}>{children}</p>;
}
