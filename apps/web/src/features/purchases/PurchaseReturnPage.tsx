// /purchase-success and /sub-success (spec 2): the checkout returns before or after its webhook has been applied, so
// the screen says "confirming" and asks the server again (subscription-status) until the purchase shows, then goes to
// returnPath with openModal for that screen to open. A branded social video has no screen yet: it is confirmed here.
import { PLANS, type ProductKey, type SubscriptionStatus } from '@podium/core/api/purchases';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../ui/Button.tsx';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import styles from './PurchaseReturnPage.module.css';
import { useGetSubscriptionStatusQuery } from './purchases-api.ts';
import { productOf, type ReturnModal, returnModalOf, safeReturnPath, withModal } from './return-path.ts';

/** How often to ask while confirming, and how long before saying it is taking longer (design choices). */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_PATIENCE_MS = 60_000;

/** Whether the server's answer shows the purchase: the product named, else what the modal needs, else any plan. */
function shows(
  status: SubscriptionStatus | undefined,
  product: ProductKey | null,
  modal: ReturnModal | null,
) {
  if (!status) return false;
  if (product) return status.entitlements.some((entitlement) => entitlement.productKey === product);
  if (modal === 'publicLink') return status.capabilities.includes('publicLink');
  if (modal === 'socialShare') return (status.limits.brandedSocialVideos ?? 0) !== 0;
  return status.entitlements.some((entitlement) => entitlement.source !== 'grandfathered');
}

export function PurchaseReturnPage({ isSubscription }: { isSubscription: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const product = productOf(params.get('product'));
  const modal = returnModalOf(params.get('openModal'));
  const returnPath = safeReturnPath(params.get('returnPath') ?? (isSubscription ? '/subscriptions' : null));
  const [isLate, setIsLate] = useState(false);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const status = useGetSubscriptionStatusQuery(undefined, {
    pollingInterval: isConfirmed ? 0 : CONFIRM_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const hasIt = shows(status.data?.data, product, modal);
  const goesOn = hasIt && modal !== 'socialShare';

  useEffect(() => {
    if (!hasIt) return;
    setIsConfirmed(true);
    if (goesOn) {
      navigate(withModal(returnPath, modal), {
        replace: true,
        state: product ? { purchased: product } : null,
      });
    }
  }, [hasIt, goesOn, navigate, returnPath, modal, product]);

  useEffect(() => {
    const timer = setTimeout(() => setIsLate(true), CONFIRM_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  const name = product ? PLANS[product].name : 'your purchase';
  if (status.error && !status.data) {
    return (
      <div className="page">
        <FailurePanel
          error={status.error}
          onRetry={status.refetch}
          title="We could not check your purchase"
        />
      </div>
    );
  }
  if (isConfirmed && modal === 'socialShare') {
    return (
      <div className={`page ${styles.page}`}>
        <StatePanel
          kind="empty"
          title="Payment confirmed"
          action={
            <ButtonLink variant="primary" to={returnPath}>
              Continue
            </ButtonLink>
          }
        >
          {name} is yours. It is used the next time you share a result as a branded video.
        </StatePanel>
      </div>
    );
  }
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header} aria-busy={!isLate}>
        <span className="eyebrow">Thank you</span>
        <h1>Confirming your payment</h1>
        {!isLate && <span className={`loader__spinner ${styles.spinner}`} aria-hidden="true" />}
        <p className={`lead ${styles.who}`} role="status">
          {isLate
            ? `The payment for ${name} is taking longer than usual to confirm. It shows on your plans as soon as it does: there is nothing more to do.`
            : `Confirming ${name}. This takes a few seconds.`}
        </p>
        {isLate && (
          <ButtonLink variant="primary" to={returnPath}>
            Go back
          </ButtonLink>
        )}
      </header>
    </div>
  );
}

export const PurchaseSuccessPage = () => <PurchaseReturnPage isSubscription={false} />;
export const SubSuccessPage = () => <PurchaseReturnPage isSubscription />;
