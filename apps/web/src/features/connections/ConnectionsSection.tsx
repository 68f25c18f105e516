// Your athlete connections on your own profile (issue 10): a list a page at a time, in four states.
import { Link } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { useGetConnectionsInfiniteQuery } from './connections-api.ts';
import '../../ui/follow-list.css';

function ConnectionList() {
  const list = useGetConnectionsInfiniteQuery();
  if (list.isLoading) return <Loader label="Loading..." />;
  if (list.error !== undefined && !list.data) {
    return (
      <FailureNote error={list.error} onRetry={list.refetch} lead="We could not load your connections." />
    );
  }
  const people = list.data?.pages.flatMap((page) => page.profiles) ?? [];
  if (people.length === 0) {
    return (
      <p className="follow-section__state">
        No athlete connections yet. Press Connect on an athlete’s profile.
      </p>
    );
  }
  return (
    <>
      <ul className="follow-section__list">
        {people.map((person) => (
          <li key={person.profileId}>
            <Link to={`/profile/${encodeURIComponent(person.profileId)}`}>{person.name}</Link>
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

export function ConnectionsSection() {
  return (
    <Card className="follow-section" aria-labelledby="connections-section-title">
      <h2 id="connections-section-title" className="follow-section__title">
        Athlete connections
      </h2>
      <ConnectionList />
    </Card>
  );
}
