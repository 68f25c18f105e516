// An endorsement drawn as a card, on the athlete's own profile, another's view of it and the notification's detail.
import type { ReactNode } from 'react';
import styles from './EndorsementCard.module.css';

/** A list of endorsement cards, each an `EndorsementCard` (a list item). */
export function EndorsementList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}

/** The card: a list item in a list, a quote on its own (the notification's detail). */
export function EndorsementCard({ as = 'li', children }: { as?: 'li' | 'blockquote'; children: ReactNode }) {
  const Tag = as;
  return <Tag className={styles.card}>{children}</Tag>;
}

/** What the coach wrote, in quotes, its line breaks kept. */
export function EndorsementText({ text }: { text: string }) {
  return <p className={styles.text}>“{text}”</p>;
}

/** Who wrote it. */
export function EndorsementBy({ children }: { children: ReactNode }) {
  return <p className={styles.by}>— {children}</p>;
}

/** What may be done with it, in a row that wraps. */
export function EndorsementActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
