// /timeline/{id}: a profile's activity over time, newest first, a page at a time ("Load more"), in four states.
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { TimelineItem } from './TimelineItem.tsx';
import styles from './TimelinePage.module.css';
import { useGetTimelineInfiniteQuery } from './timeline-api.ts';

function profileLink(profileId: string, profileType: string) {
  const id = encodeURIComponent(profileId);
  return profileType === 'athlete' ? `/profile/${id}` : `/profile/${id}?profileType=${profileType}`;
}

function Timeline({ id }: { id: string }) {
  const timeline = useGetTimelineInfiniteQuery(id);
  if (timeline.isLoading) return <Loader label="Loading activity..." />;
  if (timeline.error !== undefined && !timeline.data) {
    return (
      <FailurePanel
        error={timeline.error}
        onRetry={timeline.refetch}
        title="This activity could not be loaded"
        notFound={{
          title: 'Profile not found',
          text: 'This profile may have been removed, or cannot be shown to you.',
        }}
      />
    );
  }
  const pages = timeline.data?.pages ?? [];
  const profile = pages[0]?.profile;
  const items = pages.flatMap((page) => page.items);
  let list: ReactNode;
  if (items.length === 0) {
    list = (
      <StatePanel kind="empty" title="Nothing here yet">
        New results, highlight videos and endorsements will show here as they happen.
      </StatePanel>
    );
  } else {
    list = (
      <>
        <ol className={styles.timeline}>
          {items.map((item) => (
            <TimelineItem key={`${item.kind}:${item._id}`} item={item} />
          ))}
        </ol>
        <LoadMore
          className={styles.more}
          hasMore={timeline.hasNextPage}
          isLoading={timeline.isFetchingNextPage}
          failure={timeline.isFetchNextPageError ? timeline.error : undefined}
          onLoad={() => timeline.fetchNextPage()}
          failedLead="We could not load more activity."
        />
      </>
    );
  }
  return (
    <>
      <p className="eyebrow">Activity</p>
      <h1 className={styles.title}>{profile?.name ?? 'Activity'}</h1>
      {profile && (
        <p>
          <Link to={profileLink(profile.profileId, profile.profileType)}>Open profile</Link>
        </p>
      )}
      <UnderHeading>{list}</UnderHeading>
    </>
  );
}

export function TimelinePage() {
  const { id = '' } = useParams();
  return (
    <div className="page page--narrow">
      <Timeline id={id} />
    </div>
  );
}
