// One test's history: the progress chart, then every result newest first with its change from the one before.
import type { TestResult } from '@podium/core/api/athletes';
import { lazy, Suspense, useState } from 'react';
import { showAlert } from '../../../state/alerts-slice.ts';
import { useAppDispatch } from '../../../state/hooks.ts';
import { showErrorAlerts } from '../../../state/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChangeIndicator } from '../../../ui/ChangeIndicator.tsx';
import { changeAmount } from '../../../ui/change-amount.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { formatDay } from '../../../ui/dates.ts';
import { VerifiedBadge } from '../../../ui/VerifiedBadge.tsx';
import { useRemoveTestResultMutation } from '../athlete-api.ts';
import type { TestEntry } from '../profile/profile-view.ts';
import { changeFrom } from '../profile/profile-view.ts';
import { OutOfBoundsNote } from './OutOfBoundsNote.tsx';
import { ResultMedia } from './ResultMedia.tsx';
import { ScoreValue } from './ScoreValue.tsx';
import styles from './TestHistoryDialog.module.css';

interface TestHistoryDialogProps {
  entry: TestEntry;
  canEdit: boolean;
  onClose: () => void;
}

function RemoveResult({ result }: { result: TestResult }) {
  const dispatch = useAppDispatch();
  const [isConfirming, setIsConfirming] = useState(false);
  const [removeResult, { isLoading }] = useRemoveTestResultMutation();

  async function remove() {
    try {
      const reply = await removeResult(result._id).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (error) {
      dispatch(showErrorAlerts(error));
      setIsConfirming(false);
    }
  }

  if (!isConfirming) {
    return (
      <Button variant="link-danger" className={styles.remove} onClick={() => setIsConfirming(true)}>
        Remove
      </Button>
    );
  }
  return (
    <span className={styles.confirm}>
      <Button variant="danger" size="small" disabled={isLoading} onClick={remove}>
        {isLoading ? 'Removing...' : 'Remove this score'}
      </Button>
      <Button variant="link" onClick={() => setIsConfirming(false)}>
        Keep it
      </Button>
    </span>
  );
}

/** The chart library is most of a profile's code: it loads when a history is first opened (issue 8, budgets). */
const ProgressChart = lazy(async () => ({ default: (await import('./ProgressChart.tsx')).ProgressChart }));

export function TestHistoryDialog({ entry, canEdit, onClose }: TestHistoryDialogProps) {
  const { test, results } = entry;
  return (
    <Dialog title={test.name} onClose={onClose}>
      {/* The placeholder holds the chart's height, so the list below does not move when it arrives. */}
      <Suspense fallback={<div className={styles.chartPlaceholder} aria-hidden="true" />}>
        <ProgressChart test={test} results={results} />
      </Suspense>
      <h3 className={styles.title}>
        {results.length} {results.length === 1 ? 'result' : 'results'}
      </h3>
      <ol className={styles.list}>
        {results.map((result, index) => {
          const previous = results[index + 1];
          return (
            <li key={result._id} className={styles.item}>
              <div className={styles.row}>
                <span className={styles.score}>
                  <ScoreValue test={test} result={result} />
                </span>
                <ChangeIndicator
                  change={changeFrom(previous, result)}
                  amount={previous ? changeAmount(previous, result) : null}
                />
                <time className={styles.date} dateTime={result.date}>
                  {formatDay(new Date(result.date))}
                </time>
              </div>
              <OutOfBoundsNote testKey={test.key} result={result} />
              {result.sender && <p className={styles.sender}>Added by {result.sender}</p>}
              <VerifiedBadge result={result} />
              <ResultMedia result={result} testName={test.name} />
              {canEdit && <RemoveResult result={result} />}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
