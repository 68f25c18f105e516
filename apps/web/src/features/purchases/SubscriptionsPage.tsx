// /subscriptions (issue 25): the plans of the signed-in account's kind as cards (core's table, the server's prices),
// the current plan marked, Buy or Subscribe through a checkout session. Signed out (a public route too, spec 2): every
// kind's plans without prices, and the way to log in. In the native apps, Restore purchases under the heading.
import { ROUTES } from '@podium/core';
import { type Buyer, PLANS, type ProductKey } from '@podium/core/api/purchases';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../state/hooks.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { PlanCard } from './PlanCard.tsx';
import { PlanSections, SOLD_HERE } from './PlanSections.tsx';
import { BUYER_WORDS, unlocksOf } from './plan-words.ts';
import { useGetSubscriptionStatusQuery } from './purchases-api.ts';
import { RestorePurchases } from './RestorePurchases.tsx';
import { productOf } from './return-path.ts';
import styles from './SubscriptionsPage.module.css';

/** What a return from /sub-success says: the plan just confirmed. */
export interface PurchasedState {
  purchased: ProductKey;
}

function purchasedOf(state: unknown): ProductKey | null {
  if (typeof state !== 'object' || state === null || !('purchased' in state)) return null;
  return typeof state.purchased === 'string' ? productOf(state.purchased) : null;
}

const BUYERS: Buyer[] = ['athlete', 'coach', 'organisation'];

function SignedOutPlans() {
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <span className="eyebrow">Plans</span>
        <h1>Plans and purchases</h1>
        <p className="lead">Log in to see the prices of your plans and to buy.</p>
        <ButtonLink variant="primary" to={ROUTES.login}>
          Log in to buy
        </ButtonLink>
      </header>
      {BUYERS.map((buyer) => (
        <section key={buyer} className={styles.section} aria-labelledby={`plans-${buyer}`}>
          <h2 id={`plans-${buyer}`}>{BUYER_WORDS[buyer]}</h2>
          <div className={styles.grid}>
            {SOLD_HERE.filter((key) => PLANS[key].buyer === buyer).map((key) => (
              <PlanCard
                key={key}
                id={`plan-${key}`}
                name={PLANS[key].name}
                price={null}
                summary={PLANS[key].summary}
                unlocks={unlocksOf(key)}
                isCurrent={false}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function AccountPlans({ name }: { name: string }) {
  const status = useGetSubscriptionStatusQuery();
  const location = useLocation();
  const purchased = purchasedOf(location.state);
  if (status.isLoading) return <Loader label="Loading plans..." />;
  if (!status.data) {
    return (
      <div className="page">
        <FailurePanel error={status.error} onRetry={status.refetch} title="We could not load the plans" />
      </div>
    );
  }
  const { data } = status.data;
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <span className="eyebrow">Plans · {BUYER_WORDS[data.buyer]}</span>
        <h1>Plans and purchases</h1>
        <p className={`lead ${styles.who}`}>
          For <strong>{name}</strong>
        </p>
        <RestorePurchases />
      </header>
      {purchased && (
        <p className={styles.confirmed} role="status">
          {PLANS[purchased].name} is yours: it is marked below.
        </p>
      )}
      <PlanSections status={data} />
    </div>
  );
}

export function SubscriptionsPage() {
  const { user, loading } = useAppSelector((state) => state.auth);
  // A stored token is still being checked: the visitor's view would flash before the account's.
  if (loading) return <Loader label="Loading your account..." />;
  return user ? <AccountPlans name={user.name} /> : <SignedOutPlans />;
}
