// "Verified by {name} on {date}" on a result a coach collaborator entered (issue 10): on the profile, in search
// cards and on a pitch's CV. And the plain label beside a name (`Badge`), here rather than in a file of its own: a
// chunk of its own would cost the own profile's first load more than the component itself.
import type { Verification } from '@podium/core/api/athletes';
import type { ReactNode } from 'react';
import { useClock } from '../state/server-page.ts';
import { formatDay } from './dates.ts';
import styles from './VerifiedBadge.module.css';

/** `inUtc`: the day in UTC, as a page the server drew says it (state/server-page.ts, useClock). */
export function verifiedText(result: Verification, inUtc = false): string | null {
  if (!result.verifiedAt) return null;
  const on = formatDay(new Date(result.verifiedAt), inUtc);
  return result.verifiedBy ? `Verified by ${result.verifiedBy.name} on ${on}` : `Verified on ${on}`;
}

/** `small`: inside a result's tile (a search card, a CV), under its number. */
export function VerifiedBadge({ result, small = false }: { result: Verification; small?: boolean }) {
  const text = verifiedText(result, useClock().inUtc);
  if (!text) return null;
  return (
    <span className={small ? `${styles.badge} ${styles.small}` : styles.badge}>
      <span aria-hidden="true">✓</span>
      {text}
    </span>
  );
}

/** A small label beside a name: the athlete's main sport, the profile in use. */
export function Badge({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}
