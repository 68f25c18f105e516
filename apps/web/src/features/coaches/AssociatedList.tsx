// Associated athletes or coaches (issue 10), each linking to their profile; on one's own profile, pending ones say
// so and the owner's actions (AssociatedActions.tsx) sit beside each.
import type { Associated } from '@podium/core/api/coaches';
import type { ProfileCard } from '@podium/core/api/notifications';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card.tsx';
import { profilePath } from '../../ui/profile-paths.ts';
import styles from './AssociatedList.module.css';

/** Who asked when the viewer is the one to confirm: 'member' on one's own lists, 'owner' where one was added. */
export type ConfirmWhen = 'owner' | 'member';

/** The owner's controls for one entry; absent on anyone else's view. */
export type EntryActions = (entry: Associated, confirmWhen: ConfirmWhen) => ReactNode;

/** Where a person's name leads: their profile for members, their public page on a public page. */
export type ProfileLink = (card: ProfileCard) => string;

export const memberProfileLink: ProfileLink = (card) => profilePath(card.profileId, card.profileType);

interface AssociatedListProps {
  title: string;
  entries: readonly Associated[];
  empty: string;
  actions?: EntryActions | undefined;
  linkTo?: ProfileLink | undefined;
  confirmWhen?: ConfirmWhen;
}

export function AssociatedList({
  title,
  entries,
  empty,
  actions,
  linkTo = memberProfileLink,
  confirmWhen = 'member',
}: AssociatedListProps) {
  return (
    <Card aria-label={title}>
      <h2>{title}</h2>
      {entries.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry._id}>
              <span className={styles.who}>
                <Link to={linkTo(entry.profile)}>{entry.profile.name}</Link>
                {!entry.confirmed && (
                  <span className={styles.pending}>
                    {entry.requestedBy === confirmWhen ? 'Asks to be associated' : 'Waiting for confirmation'}
                  </span>
                )}
              </span>
              {actions?.(entry, confirmWhen)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
