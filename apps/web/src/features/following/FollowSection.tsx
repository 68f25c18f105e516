// Followers and following on one's own profile (issue 9): two tabs, each a list a page at a time, in four states.
import type { ProfileRef } from '@podium/core/api/notifications';
import { useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { PeopleCard, PeopleList } from '../../ui/PeopleList.tsx';
import styles from './FollowSection.module.css';
import { type FollowSide, useGetFollowsInfiniteQuery } from './following-api.ts';

const EMPTY: Record<FollowSide, string> = {
  followers: 'Nobody follows you yet.',
  following: 'You do not follow anyone yet.',
};

function profileLink(profile: ProfileRef): string {
  const id = encodeURIComponent(profile.profileId);
  return profile.profileType === 'athlete'
    ? `/profile/${id}`
    : `/profile/${id}?profileType=${profile.profileType}`;
}

function FollowList({ profile, side }: { profile: ProfileRef; side: FollowSide }) {
  const list = useGetFollowsInfiniteQuery({ ...profile, side });
  if (list.isLoading) return <Loader label="Loading..." />;
  if (list.error !== undefined && !list.data) {
    return (
      <FailureNote
        error={list.error}
        onRetry={list.refetch}
        lead={
          side === 'followers' ? 'We could not load your followers.' : 'We could not load whom you follow.'
        }
      />
    );
  }
  const people = (list.data?.pages.flatMap((page) => page.profiles) ?? []).map((person) => ({
    key: `${person.profileType}:${person.profileId}`,
    name: person.name,
    to: profileLink(person),
  }));
  return (
    <>
      <PeopleList people={people} empty={EMPTY[side]} />
      {list.hasNextPage && (
        <Button variant="link" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      )}
    </>
  );
}

export function FollowSection({ profile }: { profile: ProfileRef }) {
  const [side, setSide] = useState<FollowSide>('followers');
  return (
    <PeopleCard titleId="follow-section-title" title="Connections">
      <div className={styles.tabs} role="group" aria-label="Show">
        {(['followers', 'following'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={choice === side ? `${styles.tab} ${styles.on}` : styles.tab}
            aria-pressed={choice === side}
            onClick={() => setSide(choice)}
          >
            {choice === 'followers' ? 'Followers' : 'Following'}
          </button>
        ))}
      </div>
      <FollowList profile={profile} side={side} />
    </PeopleCard>
  );
}
