// The owner's mark on a result stored beyond its test's bounds (issue 7): it is kept, but not ranked, and this says why.
import { outOfBoundsNote } from '@podium/core';
import type { TestResult } from '@podium/core/api/athletes';
import styles from './OutOfBoundsNote.module.css';

export function OutOfBoundsNote({ testKey, result }: { testKey: string; result: TestResult }) {
  if (!result.outOfBounds) return null;
  return <p className={styles.flag}>{outOfBoundsNote(testKey, result.outOfBounds)}</p>;
}
