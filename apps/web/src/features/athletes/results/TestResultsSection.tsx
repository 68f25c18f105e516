// Test results by category (spec 3): each test's latest score with its rank, and its history on demand.
import type { RankingDataByTest } from '@podium/core';
import type { AthleteProfile } from '@podium/core/api/athletes';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { FailureNote } from '../../../ui/FailureNote.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { ProfileSection } from '../profile/ProfileSection.tsx';
import { rankStanding, testsWithResults } from '../profile/profile-view.ts';
import { TestCard } from './TestCard.tsx';
import styles from './TestResultsSection.module.css';

// Dialogs load when first opened (their forms and react-hook-form with them), not with the profile (issue 8).
const AddResultDialog = lazy(async () => ({
  default: (await import('./AddResultDialog.tsx')).AddResultDialog,
}));
const TestHistoryDialog = lazy(async () => ({
  default: (await import('./TestHistoryDialog.tsx')).TestHistoryDialog,
}));

/** The ranking area as the owner sees it: ranks, or why they are missing. */
export interface RankingView {
  data: RankingDataByTest | undefined;
  isLoading: boolean;
  /** The ranking call's failure, as the call reported it (ui/FailureNote.tsx words it). */
  error: unknown;
  retry: () => void;
}

interface TestResultsSectionProps {
  profile: AthleteProfile;
  canEdit: boolean;
  rankings?: RankingView | undefined;
}

function RankingNotice({ rankings }: { rankings: RankingView }) {
  if (rankings.isLoading) return <p className={styles.notice}>Working out your ranks...</p>;
  if (rankings.error === undefined || rankings.error === null) return null;
  return (
    <FailureNote
      className={styles.failed}
      error={rankings.error}
      onRetry={rankings.retry}
      lead="Ranks are not available right now."
      announce
    />
  );
}

export function TestResultsSection({ profile, canEdit, rankings }: TestResultsSectionProps) {
  const [historyKey, setHistoryKey] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const categories = testsWithResults(profile);
  const historyEntry = categories
    .flatMap((entry) => entry.tests)
    .find((entry) => entry.test.key === historyKey);

  return (
    <ProfileSection
      titleId="tests-title"
      title="Test results"
      tour="tests"
      actions={
        canEdit &&
        categories.length > 0 && (
          <Button variant="primary" onClick={() => setIsAdding(true)}>
            Add result
          </Button>
        )
      }
    >
      {rankings && categories.length > 0 && <RankingNotice rankings={rankings} />}
      {categories.length === 0 ? (
        <UnderHeading level={2}>
          <StatePanel
            kind="empty"
            isFramed
            title="No test results yet"
            action={
              canEdit ? (
                <Button variant="volt" onClick={() => setIsAdding(true)}>
                  Add your first result
                </Button>
              ) : undefined
            }
          >
            {canEdit
              ? 'Record a sprint, a lift or a jump with a video, and see where you rank against other athletes.'
              : 'This athlete has not recorded any physical tests yet.'}
          </StatePanel>
        </UnderHeading>
      ) : (
        categories.map(({ category, tests }) => (
          <section key={category.key} className={styles.category} aria-label={category.name}>
            <h3 className={styles.categoryTitle}>{category.name}</h3>
            <div className={styles.grid}>
              {tests.map((entry) => {
                const ranking = rankings?.data?.[entry.test.key];
                return (
                  <TestCard
                    key={entry.test.key}
                    entry={entry}
                    ranking={ranking}
                    standing={rankStanding(ranking, profile)}
                    onOpenHistory={() => setHistoryKey(entry.test.key)}
                  />
                );
              })}
            </div>
          </section>
        ))
      )}
      {historyEntry && (
        <Suspense fallback={null}>
          <TestHistoryDialog entry={historyEntry} canEdit={canEdit} onClose={() => setHistoryKey(null)} />
        </Suspense>
      )}
      {isAdding && (
        <Suspense fallback={null}>
          <AddResultDialog onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
    </ProfileSection>
  );
}
