// The purchases module's background work (issue 25): each webhook event is stored by the endpoint and applied by one
// job, enqueued in the same transaction. The job re-reads the session or subscription from the provider (never trusting
// the event's copy or the order events arrive in) and applies it once: the event is taken in the transaction that
// writes the entitlement, and every write is the provider's state now, so a redelivery or a replay changes nothing.

import type { ProductKey } from '@podium/core/api';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { JobKind, JobType } from '../../jobs/queue.ts';
import type { CheckoutSessionState, PaymentProvider } from './provider.ts';
import * as store from './store.ts';

export const applyPaymentEvent: JobType<{ eventId: string }> = {
  name: 'payment-event',
  payload: z.object({ eventId: z.string().min(1).max(255) }).strict(),
};

/** The part of an event we read: what it is about. Everything else is re-read from the provider. */
const EventSchema = z.object({
  type: z.string(),
  data: z.object({
    object: z.looseObject({
      id: z.string().optional(),
      // An invoice names its subscription here in Stripe's current API version, at the top in older ones.
      subscription: z.string().nullish(),
      parent: z
        .looseObject({
          subscription_details: z.looseObject({ subscription: z.string().nullish() }).nullish(),
        })
        .nullish(),
    }),
  }),
});

/** What an event asks us to look at again: a checkout session, a subscription, or nothing we sell by. */
function subjectOf(payload: unknown): { session: string } | { subscription: string } | null {
  const event = EventSchema.safeParse(payload).data;
  if (!event) return null;
  const object = event.data.object;
  if (event.type.startsWith('checkout.session.') && object.id) return { session: object.id };
  if (event.type.startsWith('customer.subscription.') && object.id) return { subscription: object.id };
  if (event.type.startsWith('invoice.')) {
    const subscription = object.parent?.subscription_details?.subscription ?? object.subscription;
    return subscription ? { subscription } : null;
  }
  return null;
}

/** A write in the transaction that takes the event: it runs once per event. */
export type Write = (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>;

/**
 * What a paid or expired session of one product does beyond entitlements, given by the module that sells it (an
 * event ticket: events' ticket-sessions.ts); null, nothing. Wired in job-kinds.ts, so purchases imports no seller.
 */
export type SessionHandler = (session: CheckoutSessionState) => Write | null;

export interface PurchaseJobDeps {
  db: Db;
  payments: PaymentProvider;
  sessions?: Partial<Record<ProductKey, SessionHandler>>;
}

/** What the provider says now about the event's subject, as the write that brings our entitlements in step. */
async function readSubject(deps: PurchaseJobDeps, payload: unknown): Promise<Write | null> {
  const subject = subjectOf(payload);
  if (!subject) return null;
  const source = deps.payments.name;
  let subscriptionId = 'subscription' in subject ? subject.subscription : null;
  if ('session' in subject) {
    const session = await deps.payments.retrieveCheckoutSession(subject.session);
    const handler = session?.productKey ? deps.sessions?.[session.productKey] : undefined;
    if (session && handler) return handler(session);
    // Unpaid, failed or expired: nothing is granted (a later event about it is read afresh).
    if (!session?.isPaid || !session.userId || !session.productKey) return null;
    if (session.mode === 'payment') {
      const grant = { userId: session.userId, productKey: session.productKey, source, sourceRef: session.id };
      return (tx) => store.grantOneOff(tx, grant);
    }
    subscriptionId = session.subscriptionId;
  }
  if (!subscriptionId) return null;
  const subscription = await deps.payments.retrieveSubscription(subscriptionId);
  if (!subscription?.userId || !subscription.productKey) return null;
  const sync = {
    userId: subscription.userId,
    productKey: subscription.productKey,
    source,
    sourceRef: subscription.id,
    startsAt: subscription.startsAt,
    endsAt: subscription.endsAt,
  };
  return (tx) => store.syncSubscription(tx, sync);
}

/** Applies one stored event; answers whether this run applied it (false: applied before, or unknown). */
export async function applyEvent(deps: PurchaseJobDeps, eventId: string): Promise<boolean> {
  const event = await store.findEvent(deps.db, eventId);
  if (!event || event.applied_at) return false;
  // Outside the transaction: a provider's answer may take seconds. A failure throws, and the job is retried.
  const write = await readSubject(deps, event.payload);
  return deps.db.transaction(async (tx) => {
    if (!(await store.takeEvent(tx, eventId))) return false;
    await write?.(tx);
    return true;
  });
}

export function purchaseJobs(deps: PurchaseJobDeps): JobKind<unknown>[] {
  const apply: JobKind<{ eventId: string }> = {
    ...applyPaymentEvent,
    retries: 8,
    handle: async ({ eventId }) => {
      await applyEvent(deps, eventId);
    },
  };
  return [apply];
}
