// One plan on /subscriptions: its name, price (the server's), one line on it and what it unlocks (core's table), the
// current plan marked, and Buy or Subscribe.
import type { ReactNode } from 'react';
import { Card } from '../../ui/Card.tsx';
import { classNames } from '../../ui/class-names.ts';
import styles from './PlanCard.module.css';
import type { PriceWords } from './plan-words.ts';

interface PlanCardProps {
  id: string;
  name: string;
  price: PriceWords | null;
  summary: string;
  unlocks: readonly string[];
  isCurrent: boolean;
  action?: ReactNode;
}

export function PlanCard({ id, name, price, summary, unlocks, isCurrent, action }: PlanCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card
      as="article"
      className={classNames(styles.card, isCurrent && styles.current)}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.name}>
        {name}
      </h3>
      {isCurrent && <p className={styles.badge}>Your plan</p>}
      {price && (
        <p className={styles.price}>
          {price.amount}
          {price.per && <span className={styles.per}> {price.per}</span>}
        </p>
      )}
      <p className={styles.summary}>{summary}</p>
      {unlocks.length > 0 && (
        <ul className={styles.unlocks} aria-label={`What ${name} gives you`}>
          {unlocks.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </Card>
  );
}
