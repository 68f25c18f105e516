// The change marker between a result and the one before it (spec 4): the signed difference, green when better, red when worse.
// An arrow pointing up for a time that went down misleads; the plain signed number ('−0.22 sec') cannot be misread,
// the colour says whether it is good, and the label says it in words ('Improved by 0.22 sec').
import type { ChangeIndicator as Change } from '@podium/core';
import styles from './ChangeIndicator.module.css';

interface ChangeIndicatorProps {
  change: Change | null;
  /** How far it moved, unsigned, e.g. '0.22 sec'. */
  amount?: string | null;
}

/** A true minus sign: the hyphen-minus reads as a dash in most fonts. */
const MINUS = '\u2212';

export function ChangeIndicator({ change, amount }: ChangeIndicatorProps) {
  // Spec 4: no change means no indicator.
  if (!change || change.direction === 'none') return null;
  const word = change.isImprovement ? 'Improved' : 'Declined';
  if (!amount) {
    return (
      <span className={styles.change} data-colour={change.colour} title={word}>
        {word}
      </span>
    );
  }
  const label = `${word} by ${amount}`;
  return (
    <span className={styles.change} data-colour={change.colour} title={label}>
      <span aria-hidden="true">{`${change.direction === 'up' ? '+' : MINUS}${amount}`}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
