// Followers and following on one's own profile (issue 9): two tabs, each a list a page at a time, in four states.
import type { ProfileRef } from '@podium/core/api/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { type FollowSide, useGetFollowsInfiniteQuery } from './following-api.ts';
import '../../ui/follow-list.css';

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
  const people = list.data?.pages.flatMap((page) => page.profiles) ?? [];
  if (people.length === 0) return <p className="follow-section__state">{EMPTY[side]}</p>;
  return (
    <>
      <ul className="follow-section__list">
        {people.map((person) => (
          <li key={`${person.profileType}:${person.profileId}`}>
            <Link to={profileLink(person)}>{person.name}</Link>
          </li>
        ))}
      </ul>
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
    <Card className="follow-section" aria-labelledby="follow-section-title">
      <h2 id="follow-section-title" className="follow-section__title">
        Connections
      </h2>
      <div className="follow-section__tabs" role="group" aria-label="Show">
        {(['followers', 'following'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={`follow-section__tab${choice === side ? ' follow-section__tab--on' : ''}`}
            aria-pressed={choice === side}
            onClick={() => setSide(choice)}
          >
            {choice === 'followers' ? 'Followers' : 'Following'}
          </button>
        ))}
      </div>
      <FollowList profile={profile} side={side} />
    </Card>
  );
}
