// /groups/{id} and the coach's /CoachProfile/MyGroups/{id} (issue 24): the group as its members see it, in four
// states and the spec's `Group no longer exists!`. Head, then tabs: the board (notices, activity), the members (and
// for admins requests to join and invitations), my settings. It follows the group live (groups-api.ts) and leaves
// when the viewer is removed (use-group-page.ts).
import type { ProfileKind } from '@podium/core/api/users';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { ActivityFeed } from './ActivityFeed.tsx';
import { FilesTab } from './FilesTab.tsx';
import { GroupHeader } from './GroupHeader.tsx';
import { GroupLoadState } from './GroupLoadState.tsx';
import styles from './GroupPage.module.css';
import { GroupPersonPage } from './GroupPersonPage.tsx';
import { GroupsPage } from './GroupsPage.tsx';
import { type GroupTab, GroupTabs, useGroupTab } from './GroupTabs.tsx';
import { actingTypeOf } from './group-paths.ts';
import { InvitePanel } from './InvitePanel.tsx';
import { JoinRequests } from './JoinRequests.tsx';
import { LeaderboardTab } from './LeaderboardTab.tsx';
import { MemberList } from './MemberList.tsx';
import { MySettings } from './MySettings.tsx';
import { type MorePages, morePagesOf } from './more-pages.ts';
import { NoticeBoard } from './NoticeBoard.tsx';
import { RequestsTab } from './RequestsTab.tsx';
import { type GroupView, useGroupPage } from './use-group-page.ts';

function TabBody({
  tab,
  view,
  type,
  more,
}: {
  tab: GroupTab;
  view: GroupView;
  type: ProfileKind;
  more: MorePages;
}) {
  const isAdmin = view.myProf.role !== 'member';
  if (tab === 'settings') return <MySettings view={view} />;
  if (tab === 'requests') return <RequestsTab view={view} />;
  if (tab === 'leaderboard') return <LeaderboardTab view={view} />;
  if (tab === 'files') return <FilesTab view={view} />;
  if (tab === 'members') {
    return (
      <div className={styles.columns}>
        <div className={styles.main}>
          {isAdmin && <JoinRequests groupId={view.group._id} requests={view.requests} />}
          <MemberList view={view} type={type} more={more} />
        </div>
        {isAdmin && (
          <aside className={styles.side}>
            <InvitePanel view={view} type={type} />
          </aside>
        )}
      </div>
    );
  }
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <NoticeBoard view={view} />
      </div>
      <aside className={styles.side}>
        <ActivityFeed activity={view.activity} />
      </aside>
    </div>
  );
}

function Group({ id, type }: { id: string; type: ProfileKind }) {
  const state = useGroupPage(id, type);
  const tab = useGroupTab();
  const { query, view } = state;
  let body: ReactNode;
  if (typeof view !== 'object') body = <GroupLoadState state={state} />;
  else {
    const more = morePagesOf(query);
    body = (
      <>
        <GroupHeader view={view} type={type} />
        <GroupTabs current={tab} badges={{ members: view.requests.length }} />
        <UnderHeading level={2}>
          <TabBody tab={tab} view={view} type={type} more={more} />
        </UnderHeading>
      </>
    );
  }
  return <div className="page">{body}</div>;
}

export function GroupPage() {
  const { id = '' } = useParams();
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  // A screen per group: nothing of one group's forms is kept when another opens.
  return <Group key={id} id={id} type={actingTypeOf(user)} />;
}

/**
 * Every group screen, in this screen's chunk, loaded by one loader (screens.ts): the first load's table of what each
 * lazy screen needs then lists groups' files once, not once a screen and shared part, and every route's first load
 * carries that table (issue 24, within the budgets).
 */
export const GroupScreens = { GroupsPage, GroupPage, GroupPersonPage };
