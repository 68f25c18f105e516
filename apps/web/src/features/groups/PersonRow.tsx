// A person in the group page's admin lists (requests to join, invitations, people found to invite): photo, name, a
// line about them, and the buttons that answer, in a list (under a GroupSection).
import type { ReactNode } from 'react';
import { Avatar } from './Avatar.tsx';
import styles from './PersonRow.module.css';

export function PersonRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

interface PersonRowProps {
  name: string;
  photo: string | null;
  meta: ReactNode;
  children?: ReactNode;
}

export function PersonRow({ name, photo, meta, children }: PersonRowProps) {
  return (
    <li className={styles.row}>
      <Avatar url={photo} name={name} />
      <div className={styles.words}>
        <span className={styles.name}>{name}</span>
        <span className={styles.meta}>{meta}</span>
      </div>
      {children && <div className={styles.buttons}>{children}</div>}
    </li>
  );
}
