// Starting a purchase. On web (and for an event ticket everywhere): a checkout session for one product (never an
// amount: the server prices it), returning to /purchase-success or /sub-success with the product and returnPath, or
// to /purchase-cancel; then off to its page (in the system browser from the native apps). In the native apps, a plan
// or a one-off is bought from the device's app store instead (platform.purchases), which our server verifies; the
// same confirming screen then waits until the server says the product is held.
import { PAYMENT_SYSTEM_ERROR, PLANS, type ProductKey } from '@podium/core/api/purchases';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Platform, usePlatform } from '../../platform/index.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { purchasesApi, useCreateCheckoutSessionMutation } from './purchases-api.ts';
import type { ReturnModal } from './return-path.ts';

export interface CheckoutReturn {
  /** Where the buyer comes back to once the purchase shows (or after cancelling). */
  returnPath: string;
  /** The modal that screen opens on return (spec 2). */
  openModal?: ReturnModal;
}

/**
 * The two addresses the checkout sends the buyer back to, on the web app's origin (the server refuses any other): the
 * page's own on web, the API host's from the native apps, whose links open the app.
 */
export function checkoutAddresses(product: ProductKey, back: CheckoutReturn, base = window.location.href) {
  const success = new URL(
    PLANS[product].kind === 'subscription' ? '/sub-success' : '/purchase-success',
    base,
  );
  success.searchParams.set('product', product);
  success.searchParams.set('returnPath', back.returnPath);
  if (back.openModal) success.searchParams.set('openModal', back.openModal);
  const cancel = new URL('/purchase-cancel', base);
  cancel.searchParams.set('returnPath', back.returnPath);
  return { successUrl: success.href, cancelUrl: cancel.href };
}

/** Spec 4 and 8: bought in the app store (true), cancelled quietly (false); any failure throws. */
async function buyInApp(platform: Platform, product: ProductKey, userId: string | undefined) {
  const outcome = await platform.purchases.purchase(product, userId ?? '');
  return outcome.status === 'purchased';
}

export function useCheckout() {
  const platform = usePlatform();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector((state) => state.auth.user?._id);
  const [createSession] = useCreateCheckoutSessionMutation();
  const [buying, setBuying] = useState<ProductKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function buy(product: ProductKey, back: CheckoutReturn) {
    if (buying) return;
    setBuying(product);
    setFailure(null);
    try {
      // A ticket is a service used outside the app: never an in-app purchase (app store rules).
      if (platform.purchases.isAvailable && product !== 'event_ticket') {
        const bought = await buyInApp(platform, product, userId);
        setBuying(null);
        if (!bought) return;
        // The server verified it; the confirming screen shows it once the status says so.
        dispatch(purchasesApi.util.invalidateTags(['Plans']));
        const { pathname, search } = new URL(checkoutAddresses(product, back).successUrl);
        navigate(`${pathname}${search}`);
        return;
      }
      const { data } = await createSession({
        priceId: product,
        ...checkoutAddresses(product, back, platform.apiBaseUrl),
      }).unwrap();
      platform.openCheckout(data.url);
    } catch {
      // Spec 8: one message for any failure on the payment path (the store's reason stays out of sight).
      setFailure(PAYMENT_SYSTEM_ERROR);
      setBuying(null);
    }
  }

  return { buy, buying, failure };
}
