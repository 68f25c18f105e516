// One thing on a timeline: a new result, a highlight video, or an endorsement received or given.
import { formatResult } from '@podium/core';
import type { TimelineItem as Item } from '@podium/core/api/timeline';
import { Link } from 'react-router';
import { classNames } from '../../ui/class-names.ts';
import { formatDay } from '../../ui/dates.ts';
import { testName } from '../watchlist/index.ts';
import styles from './TimelineItem.module.css';

const profilePath = (profileId: string, profileType: string) =>
  profileType === 'athlete'
    ? `/profile/${encodeURIComponent(profileId)}`
    : `/profile/${encodeURIComponent(profileId)}?profileType=${profileType}`;

function Body({ item }: { item: Item }) {
  switch (item.kind) {
    case 'result':
      return (
        <p className={styles.text}>
          New result in <strong>{testName(item.testKey)}</strong>:{' '}
          {formatResult(item.score, item.unit, item.testKey)}
          {item.isVerified && <span className={styles.badge}>Verified</span>}
        </p>
      );
    case 'video':
      return (
        <p className={styles.text}>
          New highlight video:{' '}
          <a href={item.vidUrl} target="_blank" rel="noreferrer noopener">
            {item.title || 'Watch the video'}
          </a>
        </p>
      );
    case 'endorsement':
      return (
        <>
          <p className={styles.text}>
            {item.role === 'received' ? 'Endorsed by ' : 'Endorsed '}
            <Link to={profilePath(item.other.profileId, item.other.profileType)}>{item.other.name}</Link>
          </p>
          <blockquote className={styles.quote}>{item.body}</blockquote>
        </>
      );
  }
}

const KIND_LABEL: Record<Item['kind'], string> = {
  result: 'Result',
  video: 'Video',
  endorsement: 'Endorsement',
};

export function TimelineItem({ item }: { item: Item }) {
  return (
    <li className={classNames(styles.item, styles[item.kind])}>
      <p className={styles.meta}>
        <span className={styles.kind}>{KIND_LABEL[item.kind]}</span>
        <time dateTime={item.at}>{formatDay(new Date(item.at))}</time>
      </p>
      <Body item={item} />
    </li>
  );
}
