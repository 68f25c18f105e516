// Starting a purchase: a checkout session for one product (never an amount: the server prices it), returning to
// /purchase-success or /sub-success with the product and returnPath, or to /purchase-cancel; then off to its page.
import { PAYMENT_SYSTEM_ERROR, PLANS, type ProductKey } from '@podium/core/api/purchases';
import { useState } from 'react';
import { leaveForCheckout } from './leave-for-checkout.ts';
import { useCreateCheckoutSessionMutation } from './purchases-api.ts';
import type { ReturnModal } from './return-path.ts';

export interface CheckoutReturn {
  /** Where the buyer comes back to once the purchase shows (or after cancelling). */
  returnPath: string;
  /** The modal that screen opens on return (spec 2). */
  openModal?: ReturnModal;
}

/** The two addresses the checkout sends the buyer back to, on this origin (the server refuses any other). */
export function checkoutAddresses(product: ProductKey, back: CheckoutReturn) {
  const origin = window.location.origin;
  const success = new URL(
    PLANS[product].kind === 'subscription' ? '/sub-success' : '/purchase-success',
    origin,
  );
  success.searchParams.set('product', product);
  success.searchParams.set('returnPath', back.returnPath);
  if (back.openModal) success.searchParams.set('openModal', back.openModal);
  const cancel = new URL('/purchase-cancel', origin);
  cancel.searchParams.set('returnPath', back.returnPath);
  return { successUrl: success.href, cancelUrl: cancel.href };
}

export function useCheckout() {
  const [createSession] = useCreateCheckoutSessionMutation();
  const [buying, setBuying] = useState<ProductKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function buy(product: ProductKey, back: CheckoutReturn) {
    if (buying) return;
    setBuying(product);
    setFailure(null);
    try {
      const { data } = await createSession({
        priceId: product,
        ...checkoutAddresses(product, back),
      }).unwrap();
      leaveForCheckout(data.url);
    } catch {
      // Spec 8: one message for any failure on the payment path; the server's log has the reason.
      setFailure(PAYMENT_SYSTEM_ERROR);
      setBuying(null);
    }
  }

  return { buy, buying, failure };
}
