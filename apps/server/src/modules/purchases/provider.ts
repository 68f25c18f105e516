// What the purchases module asks of a payment provider (issue 25): Stripe (stripe-provider.ts) or, without its keys,
// the local checkout (local-provider.ts), which keeps its own customers, sessions and subscriptions in our database.
// Both sign their webhook events the way Stripe does, and the same endpoint, job and entitlements take them.
import type { ProductKey } from '@podium/core/api';

export interface CheckoutInput {
  userId: string;
  customerId: string;
  productKey: ProductKey;
  priceId: string;
  amount: number;
  currency: string;
  mode: 'payment' | 'subscription';
  /** With session_id={CHECKOUT_SESSION_ID} in it, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  /** The same key twice makes one session (a double click, a retried request). */
  idempotencyKey: string;
  /**
   * What the session sells beyond the product, kept with it at the provider and read back by the job: an event
   * ticket's held seat. With it, the line is named `lineName` and priced at `amount` (the event's own price).
   */
  reference?: string;
  lineName?: string;
  /** When the session stops taking payment (an event ticket's hold ends soon after). */
  expiresAt?: Date;
}

/** A checkout session as the provider has it now (re-read, never taken from an event). */
export interface CheckoutSessionState {
  id: string;
  mode: 'payment' | 'subscription';
  /** Paid (or nothing to pay) and complete: what it sold is the buyer's. */
  isPaid: boolean;
  userId: string | null;
  productKey: ProductKey | null;
  subscriptionId: string | null;
  /** CheckoutInput's reference, as the session keeps it. */
  reference: string | null;
  /** It can no longer be paid (expired at the provider). */
  isExpired: boolean;
}

export interface SubscriptionState {
  id: string;
  userId: string | null;
  productKey: ProductKey | null;
  startsAt: Date;
  /** Its paid period's end while it runs; when it ended, once over. */
  endsAt: Date;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /** The webhook endpoint's signing secret. */
  readonly webhookSecret: string;
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState | null>;
  retrieveSubscription(id: string): Promise<SubscriptionState | null>;
  /** Gives a paid session's money back in full (once: a second call changes nothing). */
  refund(sessionId: string): Promise<void>;
}

/** The provider failed or could not be reached: the caller answers spec 8's payment message. */
export class PaymentProviderError extends Error {}
