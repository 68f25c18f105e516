// "Verified by {name} on {date}" on a result a coach collaborator entered (issue 10).
import type { TestResult } from '@podium/core/api/athletes';
import { formatDay } from '../../ui/dates.ts';
import './collaborators.css';

export function verifiedText(result: Pick<TestResult, 'verifiedBy' | 'verifiedAt'>): string | null {
  if (!result.verifiedAt) return null;
  const on = formatDay(new Date(result.verifiedAt));
  return result.verifiedBy ? `Verified by ${result.verifiedBy.name} on ${on}` : `Verified on ${on}`;
}

export function VerifiedBadge({ result }: { result: Pick<TestResult, 'verifiedBy' | 'verifiedAt'> }) {
  const text = verifiedText(result);
  if (!text) return null;
  return (
    <span className="verified-badge">
      <span aria-hidden="true">✓</span>
      {text}
    </span>
  );
}
