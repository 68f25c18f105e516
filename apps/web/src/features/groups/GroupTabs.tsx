// The group page's sections as tabs kept in the URL (?tab=): the board (notices and activity), the members (with the
// admins' requests to join and invitations), the requests for results, videos and files, the leaderboard, the files (images and documents) and my settings
// (docs/design-choices.md, "Groups: the screens").
import { Link, useSearchParams } from 'react-router';
import styles from './GroupTabs.module.css';

export const GROUP_TABS = [
  { key: 'board', label: 'Board' },
  { key: 'members', label: 'Members' },
  { key: 'requests', label: 'Requests' },
  { key: 'leaderboard', label: 'Leaderboard' },
  { key: 'files', label: 'Files' },
  { key: 'settings', label: 'My settings' },
] as const;

export type GroupTab = (typeof GROUP_TABS)[number]['key'];

export function useGroupTab(): GroupTab {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  return GROUP_TABS.find((tab) => tab.key === asked)?.key ?? 'board';
}

/** `badges`: a count beside a tab's name (the requests waiting for an admin). */
export function GroupTabs({
  current,
  badges,
}: {
  current: GroupTab;
  badges: Partial<Record<GroupTab, number>>;
}) {
  return (
    <nav className={styles.tabs} aria-label="Group sections">
      {GROUP_TABS.map((tab) => {
        const badge = badges[tab.key];
        return (
          <Link
            key={tab.key}
            className={styles.tab}
            to={tab.key === 'board' ? '?' : `?tab=${tab.key}`}
            aria-current={tab.key === current ? 'page' : undefined}
            replace
          >
            {tab.label}
            {badge ? (
              <span className={styles.badge}>
                {badge}
                <span className="visually-hidden">&nbsp;waiting</span>
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
