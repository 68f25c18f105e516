// The group's activity (issue 24): the newest things that happened in it, in words (who made, joined, left, was
// removed, posted, edited, added images or a document, asked, answered), with a person the viewer may no longer see named as "someone".
import type { GroupActivity } from '@podium/core/api/groups';
import { timeAgo } from '../../ui/dates.ts';
import { StatePanel } from '../../ui/StatePanel.tsx';
import styles from './ActivityFeed.module.css';
import { GroupSection } from './GroupSection.tsx';

const who = (card: GroupActivity['actor']) => card?.name ?? 'Someone';

export function activityText(entry: GroupActivity): string {
  const actor = who(entry.actor);
  switch (entry.kind) {
    case 'created':
      return `${actor} made the group`;
    case 'updated':
      return `${actor} edited the group`;
    case 'joined':
      return `${actor} joined`;
    case 'left':
      return `${actor} left`;
    case 'removed':
      return `${actor} removed ${who(entry.subject)}`;
    case 'notice':
      return `${actor} posted a notice`;
    case 'image':
      return `${actor} added images`;
    case 'document':
      return `${actor} added a document`;
    case 'request':
      return `${actor} sent the members a request`;
    case 'answer':
      return `${actor} answered a request`;
  }
}

export function ActivityFeed({ activity }: { activity: GroupActivity[] }) {
  return (
    <GroupSection id="group-activity" title="Activity">
      {activity.length === 0 ? (
        <StatePanel kind="empty" title="Nothing has happened yet" isFramed>
          Joins, notices and changes to the group will show here.
        </StatePanel>
      ) : (
        <ol className={styles.list} aria-label="Activity">
          {activity.map((entry) => (
            <li key={entry._id} className={styles.entry}>
              <span className={styles.text}>{activityText(entry)}</span>
              <time className={styles.when} dateTime={entry.at}>
                {timeAgo(new Date(entry.at))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </GroupSection>
  );
}
