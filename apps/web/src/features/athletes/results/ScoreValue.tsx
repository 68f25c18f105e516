// A score as the athlete reads it (spec 3 display order); BODPOD and DEXA scores are scan images (spec 9).
import { formatResult, type PhysicalTest } from '@podium/core';
import type { TestResult } from '@podium/core/api/athletes';
import styles from './ScoreValue.module.css';

export function ScoreValue({ test, result }: { test: PhysicalTest; result: TestResult }) {
  if (test.isImageScore) {
    return (
      <a className={styles.scan} href={result.score} target="_blank" rel="noreferrer">
        <img src={result.score} alt={`${test.name} scan`} loading="lazy" />
      </a>
    );
  }
  return <>{formatResult(result.score, result.unitOfMeasurement, test.key)}</>;
}
