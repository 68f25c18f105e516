// A card beside a profile's main column (about, sports, quick stats, destinations): its heading with the owner's
// buttons on one line, then what it holds. Its look is its own (SideCard.module.css).
import type { ReactNode } from 'react';
import styles from './SideCard.module.css';

interface SideCardProps {
  /** The heading's id, which names the card. */
  titleId: string;
  title: ReactNode;
  /** Buttons beside the heading (Edit, Add). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function SideCard({ titleId, title, actions, children }: SideCardProps) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** A quiet sentence in a side card: why it is empty, or what to put in it. */
export function SideCardNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
