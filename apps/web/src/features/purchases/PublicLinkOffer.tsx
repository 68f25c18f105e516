// In the share dialog, for an athlete whose plan does not include the public link (issue 25): why the switch is not
// there, and the one-off public link or Athlete Premium, each returning to the profile with the dialog open (spec 2).
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { useHiddenWhileWaiting } from '../consent/index.ts';
import styles from './PublicLinkOffer.module.css';
import { priceText } from './plan-words.ts';
import { useGetSubscriptionStatusQuery } from './purchases-api.ts';
import { useCheckout } from './use-checkout.ts';

/**
 * Whether the signed-in account may switch its public link on: true or false once the server has said, null while it
 * has not (or could not: the switch then stays, and the server's own refusal explains).
 */
function useCanSwitchOnPublicLink(): boolean | null {
  const { data } = useGetSubscriptionStatusQuery();
  return data ? data.data.capabilities.includes('publicLink') : null;
}

export function PublicLinkOffer({ returnPath }: { returnPath: string }) {
  const { data } = useGetSubscriptionStatusQuery();
  const { buy, buying, failure } = useCheckout();
  const price = data?.data.prices.find((each) => each.productKey === 'public_link');
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The offer takes the place of the switch the dialog focused on opening: focus follows to it rather than falling to
  // the page, where Escape and Tab would no longer reach the dialog.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      titleRef.current?.focus();
  }, []);
  return (
    <div className={styles.offer}>
      <h3 ref={titleRef} tabIndex={-1} className={styles.title}>
        Get your public link
      </h3>
      <p>
        A public link comes with Athlete Premium, or is yours for good as a one-off purchase
        {price ? ` for ${priceText(price)}` : ''}. After paying you come back here to switch it on.
      </p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          disabled={buying !== null || !price}
          onClick={() => void buy('public_link', { returnPath, openModal: 'publicLink' })}
        >
          {buying ? 'Opening checkout...' : 'Buy the public link'}
        </Button>
        <ButtonLink to="/subscriptions">Go premium</ButtonLink>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/**
 * The share dialog's switch (`children`) for an account whose plan has the public link, or whose link is on (turning
 * it off is always free), or a minor waiting for consent; else the offer in its place. Grandfathered athletes hold the link, so they see the switch.
 */
export function PublicLinkGate(props: { isEnabled: boolean; returnPath: string; children: ReactNode }) {
  const canSwitchOn = useCanSwitchOnPublicLink();
  // Consent comes first, as on the server: a minor still waiting for it is told why by the switch's refusal, and is
  // never sold a link they could not turn on.
  const isWaitingForConsent = useHiddenWhileWaiting();
  if (props.isEnabled || canSwitchOn !== false || isWaitingForConsent) return props.children;
  return <PublicLinkOffer returnPath={props.returnPath} />;
}
