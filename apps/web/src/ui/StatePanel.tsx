// Empty and error states: an icon, a title, a sentence and an optional action. A load that failed passes onRetry
// for the one Try again every screen that reads from the server offers, in the same place and the same button.
// The title is the screen's h1 when the panel is the screen, else a heading below the one it sits under.
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { classNames } from './class-names.ts';
import styles from './StatePanel.module.css';
import { usePanelHeadingLevel } from './UnderHeading.tsx';

interface StatePanelProps {
  kind: 'empty' | 'error';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** A failed load's retry (a query's refetch): shown as Try again, in place of `action`. */
  onRetry?: () => unknown;
  /** In a dashed frame: an empty section of a profile, so the gap reads as a place to fill. */
  isFramed?: boolean;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether the sentence only says the title again (a server's "Athlete not found" under the title "Athlete not
 * found", issue 8): such a sentence is left out, so a panel never repeats itself whatever message it is handed.
 */
export function repeatsTitle(title: string, text: ReactNode): boolean {
  return typeof text === 'string' && wordsOf(text) === wordsOf(title);
}

export function StatePanel({ kind, title, children, action, onRetry, isFramed = false }: StatePanelProps) {
  const level = usePanelHeadingLevel();
  const Title = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
  const hasText =
    children !== undefined && children !== null && children !== '' && !repeatsTitle(title, children);
  return (
    // data-state-panel: what tests find a panel and its kind by (a module's class name is its own).
    <div
      className={classNames(styles.panel, kind === 'error' && styles.error, isFramed && styles.framed)}
      data-state-panel={kind}
      role={kind === 'error' ? 'alert' : undefined}
    >
      <svg aria-hidden="true" width="56" height="56" viewBox="0 0 56 56" focusable="false">
        <circle cx="28" cy="28" r="26" className={styles.disc} />
        {kind === 'error' ? (
          <path d="M28 16v15M28 38v2" strokeWidth="4" strokeLinecap="round" className={styles.mark} />
        ) : (
          <path
            d="M18 30h20M18 22h20M18 38h12"
            strokeWidth="3.5"
            strokeLinecap="round"
            className={styles.mark}
          />
        )}
      </svg>
      <Title className={styles.title}>{title}</Title>
      {hasText && <div className={styles.text}>{children}</div>}
      {onRetry ? (
        <Button variant="primary" onClick={() => void onRetry()}>
          Try again
        </Button>
      ) : (
        action
      )}
    </div>
  );
}
