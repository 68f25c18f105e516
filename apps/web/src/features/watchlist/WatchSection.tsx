// The parts the watchlist's screens share: a section of a saved athlete's page (a card under its title), and the
// label that names a figure on a card or in a section.
import type { ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';
import styles from './WatchSection.module.css';

export function WatchSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className={styles.section} aria-labelledby={titleId}>
      <WatchSectionTitle id={titleId}>{title}</WatchSectionTitle>
      {children}
    </Card>
  );
}

export function WatchSectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.title}>
      {children}
    </h2>
  );
}

/** 'Best rank', 'Now', 'When saved': in small capitals before the figure it names. */
export function WatchLabel({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}
