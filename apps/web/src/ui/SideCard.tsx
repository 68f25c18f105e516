// A card beside a profile's main column (about, sports, quick stats, destinations): its heading with the owner's
// buttons on one line, then what it holds. Its look is its own (SideCard.module.css).
import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './SideCard.module.css';

interface SideCardProps {
  /** The heading's id, which names the card. */
  titleId: string;
  title: ReactNode;
  /** Buttons beside the heading (Edit, Add). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Places the card (its width, its margin), never restyles it. */
  className?: string;
  /** An anchor a link jumps to (the profile's #endorsements). */
  id?: string;
}

export function SideCard({ titleId, title, actions, children, className, id }: SideCardProps) {
  return (
    <section className={classNames(styles.card, className)} aria-labelledby={titleId} id={id}>
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
