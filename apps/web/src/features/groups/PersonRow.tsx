// A person in the group page's lists (members, requests to join, invitations, people found to invite): photo, name, a
// line about them, and the buttons that answer, in a list (under a GroupSection).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
  /** Where the name leads, if anywhere (a member of the group). */
  to?: string;
  children?: ReactNode;
}

export function PersonRow({ name, photo, meta, to, children }: PersonRowProps) {
  return (
    <li className={styles.row}>
      <Avatar url={photo} name={name} />
      <div className={styles.words}>
        {to ? (
          <Link className={styles.name} to={to}>
            {name}
          </Link>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        <span className={styles.meta}>{meta}</span>
      </div>
      {children && <div className={styles.buttons}>{children}</div>}
    </li>
  );
}
