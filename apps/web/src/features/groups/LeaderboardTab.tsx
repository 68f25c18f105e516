// The group's Leaderboard tab (issue 24): pick a test (the group's tests with results first; it opens on the one most
// members have), members ranked by their best result in it
// (rank, score in its unit, verified marked, change since a chosen day), filtered by gender, age and verified only,
// 50 a page; the top scores as bars; admins download the group's CSV.
import { findTest, formatResult } from '@podium/core';
import type { Leaderboard, LeaderboardEntry } from '@podium/core/api/group-requests';
import { type ReactNode, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { downloadGroupCsv } from './download-csv.ts';
import { GroupSection } from './GroupSection.tsx';
import {
  type LeaderboardFilters,
  useGetLeaderboardInfiniteQuery,
  useGetLeaderboardTestsQuery,
} from './group-requests-api.ts';
import { LeaderboardChart } from './LeaderboardChart.tsx';
import { type FilterValues, LeaderboardFiltersForm } from './LeaderboardFiltersForm.tsx';
import styles from './LeaderboardTab.module.css';
import { LeaderboardTestPicker } from './LeaderboardTestPicker.tsx';
import type { GroupView } from './use-group-page.ts';

function changeText(entry: LeaderboardEntry): string {
  if (entry.change === null) return '—';
  const amount = `${Math.abs(Math.round(entry.change * 100) / 100)}${entry.mfUnit ? ` ${entry.mfUnit}` : ''}`;
  if (entry.change > 0) return `Better by ${amount}`;
  if (entry.change < 0) return `Worse by ${amount}`;
  return 'Same';
}

function queryOf(
  testKey: string,
  filters: FilterValues,
  type: LeaderboardFilters['type'],
): LeaderboardFilters {
  return {
    type,
    test: testKey,
    ...(filters.since ? { since: filters.since } : {}),
    ...(filters.gender ? { gender: filters.gender } : {}),
    ...(filters.minAge ? { minAge: Number(filters.minAge) } : {}),
    ...(filters.maxAge ? { maxAge: Number(filters.maxAge) } : {}),
    ...(filters.isVerifiedOnly ? { verified: 'true' } : {}),
  };
}

function Table({ board, hasSince }: { board: Leaderboard; hasSince: boolean }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          {board.test.name}: {board.total} ranked
        </caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Athlete</th>
            <th scope="col">Best</th>
            {hasSince && <th scope="col">Change</th>}
          </tr>
        </thead>
        <tbody>
          {board.entries.map((entry) => (
            <tr key={entry.profile.profileId}>
              <td className={styles.rank}>{entry.rank}</td>
              <td className={styles.name}>{entry.profile.name}</td>
              <td className={styles.score}>
                {formatResult(entry.score, entry.unitOfMeasurement, board.test.key)}
                {entry.verified && <span className={styles.verified}> ✓ Verified</span>}
              </td>
              {hasSince && <td>{changeText(entry)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Board({ view, testKey, filters }: { view: GroupView; testKey: string; filters: FilterValues }) {
  const query = useGetLeaderboardInfiniteQuery({
    id: view.group._id,
    query: queryOf(testKey, filters, view.myProf.profileType),
  });
  // currentData: this test's and these filters' answer only; `data` would keep the last filters' board on screen.
  if (query.isFetching && !query.currentData) return <Loader label="Loading the leaderboard..." />;
  const [first, ...rest] = query.currentData?.pages ?? [];
  if (!first) {
    return (
      <StatePanel kind="error" title="The leaderboard did not load" onRetry={() => query.refetch()}>
        We could not load this test’s leaderboard.
      </StatePanel>
    );
  }
  const board: Leaderboard = { ...first, entries: [first, ...rest].flatMap((page) => page.entries) };
  if (board.entries.length === 0) {
    return (
      <StatePanel kind="empty" title="No results yet" isFramed>
        No member has a {board.test.name} result with these filters. Ask for one from the Requests tab.
      </StatePanel>
    );
  }
  return (
    <>
      <p className="muted">
        {board.total} ranked · {board.test.better === 'lower' ? 'lower' : 'higher'} is better
      </p>
      <LeaderboardChart board={board} />
      <Table board={board} hasSince={Boolean(filters.since)} />
      <LoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        failure={query.isFetchNextPageError ? query.error : undefined}
        onLoad={() => query.fetchNextPage()}
        failedLead="We could not load more of the leaderboard."
      />
    </>
  );
}

function CsvButton({ view }: { view: GroupView }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const [isBusy, setBusy] = useState(false);
  async function onDownload() {
    setBusy(true);
    try {
      await downloadGroupCsv({ id: view.group._id, name: view.group.name }, view.myProf.profileType, token);
    } catch (error) {
      dispatch(showAlert(error instanceof Error ? error.message : String(error), 'danger'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" isBusy={isBusy} busyLabel="Downloading..." onClick={() => void onDownload()}>
      Download CSV
    </Button>
  );
}

export function LeaderboardTab({ view }: { view: GroupView }) {
  const isAdmin = view.myProf.role !== 'member';
  const withResults = useGetLeaderboardTestsQuery({ id: view.group._id, type: view.myProf.profileType });
  const [chosenKey, setChosenKey] = useState('');
  const [filters, setFilters] = useState<FilterValues>({
    since: '',
    gender: '',
    minAge: '',
    maxAge: '',
    isVerifiedOnly: false,
  });
  const tests = withResults.data?.tests ?? [];
  // Nothing chosen: the test most members have a result in. If the list fails, the whole catalogue is still offered.
  const testKey = chosenKey || (tests[0]?.key ?? '');
  let body: ReactNode;
  if (!chosenKey && withResults.isLoading) body = <Loader label="Loading the group’s tests..." />;
  else if (!findTest(testKey)) {
    body = (
      <StatePanel kind="empty" title="Choose a test" isFramed>
        {withResults.isSuccess
          ? 'No member has a ranked result yet. Pick a test above, or ask for one from the Requests tab.'
          : 'Pick a test above to rank the group’s members by their best result in it.'}
      </StatePanel>
    );
  } else body = <Board view={view} testKey={testKey} filters={filters} />;
  return (
    <GroupSection
      id="group-leaderboard"
      title="Leaderboard"
      isTab
      actions={isAdmin ? <CsvButton view={view} /> : undefined}
    >
      <LeaderboardTestPicker testKey={testKey} withResults={tests} onChange={setChosenKey} />
      <LeaderboardFiltersForm values={filters} onChange={setFilters} />
      {body}
    </GroupSection>
  );
}
