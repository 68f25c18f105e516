// The account's plans as cards: the free tier and each subscription (one at a time is the account's plan), then the
// one-off purchases. Every price is the server's; a product it lists no price for is not offered.
import {
  PLANS,
  PRODUCT_KEYS,
  type Price,
  type ProductKey,
  type SubscriptionStatus,
} from '@podium/core/api/purchases';
import { Button } from '../../ui/Button.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { PlanCard } from './PlanCard.tsx';
import styles from './PlanSections.module.css';
import { freeUnlocksOf, priceOf, unlocksOf } from './plan-words.ts';
import { useCheckout } from './use-checkout.ts';

/** Sold on /subscriptions: everything but a ticket, which is bought from its event's page. */
export const SOLD_HERE: readonly ProductKey[] = PRODUCT_KEYS.filter((key) => key !== 'event_ticket');

/** One-offs a buyer keeps for good (the public link), as against ones used up (a branded video). */
const isKeptForGood = (key: ProductKey) => PLANS[key].kind === 'one-off' && PLANS[key].unlocks.length > 0;

export function PlanSections({ status }: { status: SubscriptionStatus }) {
  const { buy, buying, failure } = useCheckout();
  const held = new Set(status.entitlements.map((entitlement) => entitlement.productKey));
  const offered = status.prices.filter((price) => SOLD_HERE.includes(price.productKey));
  if (offered.length === 0) {
    return (
      <StatePanel kind="empty" title="Nothing to buy here yet">
        There are no plans for your kind of account yet. Everything you use today stays free.
      </StatePanel>
    );
  }
  const subscriptions = offered.filter((price) => PLANS[price.productKey].kind === 'subscription');
  const oneOffs = offered.filter((price) => PLANS[price.productKey].kind === 'one-off');
  const hasSubscription = subscriptions.some((price) => held.has(price.productKey));

  function card(price: Price) {
    const key = price.productKey;
    const plan = PLANS[key];
    const isOwned = held.has(key) && (plan.kind === 'subscription' || isKeptForGood(key));
    const verb = plan.kind === 'subscription' ? 'Subscribe' : 'Buy';
    return (
      <PlanCard
        key={key}
        id={`plan-${key}`}
        name={plan.name}
        price={priceOf(price)}
        summary={plan.summary}
        unlocks={unlocksOf(key)}
        isCurrent={isOwned}
        action={
          isOwned ? null : (
            <Button
              variant="primary"
              block
              aria-label={`${verb}: ${plan.name}`}
              disabled={buying !== null}
              onClick={() => void buy(key, { returnPath: '/subscriptions' })}
            >
              {buying === key ? 'Opening checkout...' : verb}
            </Button>
          )
        }
      />
    );
  }

  return (
    <>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {subscriptions.length > 0 && (
        <section className={styles.section} aria-labelledby="plans-subscriptions">
          <h2 id="plans-subscriptions">Subscriptions</h2>
          <div className={styles.grid}>
            <PlanCard
              id="plan-free"
              name="Free"
              price={null}
              summary="Everything Podium does today, free for good"
              unlocks={freeUnlocksOf(status.buyer)}
              isCurrent={!hasSubscription}
            />
            {subscriptions.map(card)}
          </div>
        </section>
      )}
      {oneOffs.length > 0 && (
        <section className={styles.section} aria-labelledby="plans-one-off">
          <h2 id="plans-one-off">One-off purchases</h2>
          <div className={styles.grid}>{oneOffs.map(card)}</div>
        </section>
      )}
    </>
  );
}
