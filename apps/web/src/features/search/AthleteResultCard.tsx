// One athlete found: name, age, sport and place, and their best numbers (the tests searched for first), each
// marked when a coach verified it.
import { formatResult } from '@podium/core';
import type { AthleteCard } from '@podium/core/api/search';
import { Link } from 'react-router';
import { VerifiedBadge } from '../../ui/VerifiedBadge.tsx';
import styles from './AthleteResultCard.module.css';

export function AthleteResultCard({ athlete }: { athlete: AthleteCard }) {
  const facts = [
    `${athlete.age} years old`,
    athlete.graduationYear === null ? null : `Class of ${athlete.graduationYear}`,
    athlete.sport,
    athlete.position,
    athlete.place,
  ].filter(Boolean);
  return (
    <li className={styles.card}>
      <Link className={styles.name} to={`/profile/${athlete.profileId}`}>
        {athlete.name}
      </Link>
      <p className={styles.facts}>{facts.join(' · ')}</p>
      {athlete.best.length > 0 ? (
        <dl className={styles.best}>
          {athlete.best.map((best) => (
            <div key={best.testKey} className={styles.result}>
              <dt>{best.testName}</dt>
              <dd>{formatResult(best.score, best.unit, best.testKey)}</dd>
              {best.verifiedAt && (
                <dd>
                  <VerifiedBadge result={best} small />
                </dd>
              )}
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.none}>No test results yet</p>
      )}
    </li>
  );
}
