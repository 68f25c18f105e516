// "Load more" under a list that pages on (search results, a timeline): the items already shown stay above it; when
// the next page fails it says why, with Try again where that can help (issue 22, 18).
import { Button } from './Button.tsx';
import { classNames } from './class-names.ts';
import { FailureNote } from './FailureNote.tsx';
import styles from './LoadMore.module.css';

interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  /** Why the last next page failed; undefined while none has. */
  failure: unknown;
  onLoad: () => unknown;
  /** What could not load, as a sentence: "We could not load more athletes." */
  failedLead: string;
  /** A class for where it sits (its margins), never for its look. */
  className?: string;
}

export function LoadMore({ hasMore, isLoading, failure, onLoad, failedLead, className }: LoadMoreProps) {
  if (!hasMore) return null;
  if (failure !== undefined) {
    return (
      <FailureNote
        className={className}
        isStacked
        error={failure}
        onRetry={onLoad}
        lead={failedLead}
        announce
      />
    );
  }
  return (
    <Button className={classNames(styles.more, className)} disabled={isLoading} onClick={() => void onLoad()}>
      {isLoading ? 'Loading...' : 'Load more'}
    </Button>
  );
}
