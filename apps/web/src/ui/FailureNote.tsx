// A part of a screen that did not load (a list in a side card, ranks, the rest of a search), as one line: what
// could not load, what happened in plain words, and Try again only when trying again can help (issue 22, 18).
import { failureOf } from '../state/messages.ts';
import { Button } from './Button.tsx';
import { classNames } from './class-names.ts';
import styles from './FailureNote.module.css';

interface FailureNoteProps {
  error: unknown;
  onRetry: () => unknown;
  /** What could not load, as a sentence: "We could not load your endorsements." */
  lead: string;
  /** What a 404 means here, in place of the server's words. */
  notFound?: string;
  /**
   * Read out at once (role="alert"): for what the person just asked for (the next page, a detail they opened). A card
   * that failed as the page loaded is found in reading order, so several cannot talk over each other.
   */
  announce?: boolean;
  /** Its words above its button, centred: under a list, in place of Load more. */
  isStacked?: boolean;
  /** A class for where it sits (its margins), never for its look. */
  className?: string | undefined;
}

export function FailureNote({
  error,
  onRetry,
  lead,
  notFound,
  announce = false,
  isStacked = false,
  className,
}: FailureNoteProps) {
  const failure = failureOf(error);
  const text = failure.kind === 'not-found' && notFound ? notFound : failure.text;
  return (
    // data-failure marks it as a failed part wherever it sits, for a test that walks a screen's failures.
    <div
      className={classNames(styles.note, isStacked && styles.stacked, className)}
      role={announce ? 'alert' : undefined}
      data-failure=""
    >
      <p>
        {lead} {text}
      </p>
      {failure.canRetry && <Button onClick={() => void onRetry()}>Try again</Button>}
    </div>
  );
}
