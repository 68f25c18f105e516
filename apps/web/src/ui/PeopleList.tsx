// A card listing people on one's own profile (followers, following, athlete connections): its title, then the
// names as links, or a sentence saying there are none yet. Shared by following and connections.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from './Card.tsx';
import styles from './PeopleList.module.css';

export function PeopleCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

interface PeopleListProps {
  people: readonly { key: string; name: string; to: string }[];
  /** Said when there is nobody: 'Nobody follows you yet.' */
  empty: string;
}

export function PeopleList({ people, empty }: PeopleListProps) {
  if (people.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {people.map((person) => (
        <li key={person.key}>
          <Link to={person.to}>{person.name}</Link>
        </li>
      ))}
    </ul>
  );
}
