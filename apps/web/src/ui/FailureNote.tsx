// A part of a screen that did not load (a list in a side card, ranks, the rest of a search), as one line: what
// could not load, what happened in plain words, and Try again only when trying again can help (issue 22, 18).
import { failureOf } from '../state/messages.ts';

interface FailureNoteProps {
  error: unknown;
  onRetry: () => unknown;
  /** What could not load, as a sentence: "We could not load your endorsements." */
  lead: string;
  /** What a 404 means here, in place of the server's words. */
  notFound?: string;
  className?: string;
}

export function FailureNote({
  error,
  onRetry,
  lead,
  notFound,
  className = 'failure-note',
}: FailureNoteProps) {
  const failure = failureOf(error);
  const text = failure.kind === 'not-found' && notFound ? notFound : failure.text;
  return (
    <div className={className} role="alert">
      <p>
        {lead} {text}
      </p>
      {failure.canRetry && (
        <button type="button" className="btn btn--secondary" onClick={() => void onRetry()}>
          Try again
        </button>
      )}
    </div>
  );
}
