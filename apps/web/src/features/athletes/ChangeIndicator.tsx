// The change marker between a result and the one before it (spec 4): green up for better, red down for worse.
import type { ChangeIndicator as Change } from '@podium/core';

interface ChangeIndicatorProps {
  change: Change | null;
  /** How far it moved, e.g. '0.21 sec'. */
  amount?: string | null;
}

export function ChangeIndicator({ change, amount }: ChangeIndicatorProps) {
  // Spec 4: no change means no indicator.
  if (!change || change.direction === 'none') return null;
  const isBetter = change.isImprovement;
  const word = isBetter ? 'Improved' : 'Declined';
  return (
    <span
      className={`change change--${change.colour}`}
      data-direction={isBetter ? 'up' : 'down'}
      title={amount ? `${word} by ${amount}` : word}
    >
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d={isBetter ? 'M6 1.5 11 9.5H1z' : 'M6 10.5 1 2.5h10z'} fill="currentColor" />
      </svg>
      <span className="visually-hidden">{amount ? `${word} by ` : word}</span>
      {amount ?? <span aria-hidden="true">{word}</span>}
    </span>
  );
}
