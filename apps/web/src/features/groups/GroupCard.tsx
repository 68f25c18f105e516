// One group in my list or an invitation: its photo, name (the link to it), kind, size and my role or who invites.
import type { Group } from '@podium/core/api/groups';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card.tsx';
import { Avatar } from './Avatar.tsx';
import styles from './GroupCard.module.css';
import { KIND_NAMES, membersText } from './group-paths.ts';

interface GroupCardProps {
  group: Group;
  /** The group's address for the viewer; none for an invitation, which one cannot open before joining. */
  to?: string;
  note: string;
  children?: ReactNode;
}

export function GroupCard({ group, to, note, children }: GroupCardProps) {
  return (
    <Card as="article" className={styles.card}>
      <div className={styles.head}>
        <Avatar url={group.photo} name={group.name} />
        <div className={styles.words}>
          <h3 className={styles.name}>{to ? <Link to={to}>{group.name}</Link> : group.name}</h3>
          <p className={styles.meta}>
            {KIND_NAMES[group.kind]} · {membersText(group.memberCount)} · {note}
          </p>
        </div>
      </div>
      {group.description && <p className={styles.description}>{group.description}</p>}
      {children}
    </Card>
  );
}
