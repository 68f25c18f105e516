// /AthleteProfile/search?{query} and /CoachProfile/search?{query} (spec 2): athletes by name, sport, position, age,
// gender, place, test thresholds and rank; the filters live in the URL, results page on with "Load more".
import { ambiguousMeanings, meaningsFor, sportQuestion } from '@podium/core/sports';
import { useLocation, useSearchParams } from 'react-router';
import { useSportRegion } from '../../state/use-sport-region.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import { AthleteResultCard } from './AthleteResultCard.tsx';
import styles from './AthleteSearchPage.module.css';
import { NameSearchBox } from './NameSearchBox.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { useSearchAthletesInfiniteQuery } from './search-api.ts';
import { type AthleteFilters, filtersFromParams, paramsFromFilters } from './search-params.ts';

function Results({ query }: { query: string }) {
  const search = useSearchAthletesInfiniteQuery(query);
  const { pathname } = useLocation();
  // currentData, not data: data keeps the last search's athletes while a new one loads, and after it fails, shown
  // as if they matched the new filters.
  const pages = search.currentData?.pages;
  if (!pages) {
    if (!search.isError) return <Loader label="Searching..." />;
    // A refused search names what was wrong with a filter: change it above, or start afresh.
    return (
      <FailurePanel
        error={search.error}
        onRetry={search.refetch}
        title="We could not search"
        action={<ButtonLink to={pathname}>Clear the filters</ButtonLink>}
      />
    );
  }
  const profiles = pages.flatMap((page) => page.profiles);
  if (profiles.length === 0) {
    return (
      <StatePanel kind="empty" title="No athletes match">
        Try fewer filters, a wider age range or an easier threshold.
      </StatePanel>
    );
  }
  return (
    <>
      <ul className={styles.results} aria-label="Athletes found">
        {profiles.map((athlete) => (
          <AthleteResultCard key={athlete.profileId} athlete={athlete} />
        ))}
      </ul>
      <LoadMore
        hasMore={search.hasNextPage}
        isLoading={search.isFetchingNextPage}
        failure={search.isFetchNextPageError ? search.error : undefined}
        onLoad={() => search.fetchNextPage()}
        failedLead="We could not load more athletes."
      />
    </>
  );
}

/**
 * A sport in the URL that names several sports ("?sport=Football") is not searched as any of them: the page asks
 * which, each answer a search for that sport (issue 22).
 */
function WhichSport({ label, onPick }: { label: string; onPick: (sport: string) => void }) {
  const region = useSportRegion();
  const meanings = meaningsFor(ambiguousMeanings(label) ?? [], region);
  return (
    <StatePanel
      kind="empty"
      title={`Which ${label.trim()}?`}
      action={
        <div className={styles.whichSport}>
          {meanings.map((meaning) => (
            <Button key={meaning.key} onClick={() => onPick(meaning.name)}>
              {meaning.name}
            </Button>
          ))}
        </div>
      }
    >
      {sportQuestion(label.trim())}
    </StatePanel>
  );
}

export function AthleteSearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = paramsFromFilters(filters).toString();
  const search = (next: AthleteFilters) => setParams(paramsFromFilters(next));
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Find athletes</h1>
      <NameSearchBox />
      {/* A new URL (back, a shared link) starts the form afresh from it. */}
      <SearchFilters key={query} initial={filters} onSearch={search} />
      {ambiguousMeanings(filters.sport) ? (
        <WhichSport label={filters.sport} onPick={(sport) => search({ ...filters, sport })} />
      ) : (
        <UnderHeading>
          <Results query={query} />
        </UnderHeading>
      )}
    </div>
  );
}
