// Your athlete connections on your own profile (issue 10): a list a page at a time, in four states.
import { Button } from '../../ui/Button.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { PeopleCard, PeopleList } from '../../ui/PeopleList.tsx';
import { useGetConnectionsInfiniteQuery } from './connections-api.ts';

function ConnectionList() {
  const list = useGetConnectionsInfiniteQuery();
  if (list.isLoading) return <Loader label="Loading..." />;
  if (list.error !== undefined && !list.data) {
    return (
      <FailureNote error={list.error} onRetry={list.refetch} lead="We could not load your connections." />
    );
  }
  const people = (list.data?.pages.flatMap((page) => page.profiles) ?? []).map((person) => ({
    key: person.profileId,
    name: person.name,
    to: `/profile/${encodeURIComponent(person.profileId)}`,
  }));
  return (
    <>
      <PeopleList
        people={people}
        empty="No athlete connections yet. Press Connect on an athlete’s profile."
      />
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
    <PeopleCard titleId="connections-section-title" title="Athlete connections">
      <ConnectionList />
    </PeopleCard>
  );
}
