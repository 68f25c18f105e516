// SQL of ticket refunds as people read them (issue 25): the buyer's own refunds of an event, an event's refunds page by
// page for its organisation's admins, each failed try of the provider's refund (a refund out of tries has failed),
// and where an event's refunds stand (whether any is still pending).
import { REFUNDS_PAGE, TICKET_REFUND_REASONS } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';

export interface RefundListRow {
  session_id: string;
  athlete_profile_id: string | null;
  reason: string;
  amount: number;
  currency: string;
  failed_tries: number;
  created_at: Date;
  refunded_at: Date | null;
}

/** A row made before amounts were kept (migration 0055) shows its event's price, which never changes once set. */
const REFUNDS = `
  select r.session_id, r.athlete_profile_id, r.reason, coalesce(r.amount, e.price_amount, 0) as amount,
         coalesce(r.currency, e.price_currency, '') as currency, r.failed_tries, r.created_at, r.refunded_at
    from ticket_refunds r join events e on e.id = r.event_id
   where r.event_id = $1 and r.reason = any($2::text[])`;

const REASONS = [...TICKET_REFUND_REASONS];

/** The buyer's refunds of one event, newest first (a buyer pays a few times for one event at most: 20 is ample). */
export function listRefundsOfBuyer(db: Queryable, eventId: string, userId: string) {
  return db.query<RefundListRow>(
    `${REFUNDS} and r.user_id = $3 order by r.created_at desc, r.session_id limit 20`,
    [eventId, REASONS, userId],
  );
}

/** One page of an event's refunds, newest first, and how many it has. */
export async function listRefundsOfEvent(db: Queryable, eventId: string, offset: number) {
  const rows = await db.query<RefundListRow>(
    `${REFUNDS} order by r.created_at desc, r.session_id limit $3 offset $4`,
    [eventId, REASONS, REFUNDS_PAGE + 1, offset],
  );
  const [count] = await db.query<{ n: number }>(
    'select count(*)::int as n from ticket_refunds where event_id = $1 and reason = any($2::text[])',
    [eventId, REASONS],
  );
  return { rows, total: count?.n ?? 0 };
}

/**
 * A try of the provider's refund failed (the job retries it): counted, so the list can say when all have failed;
 * answers the refund as it stands now (none when it is done or unknown).
 */
export async function recordFailedTry(db: Queryable, sessionId: string) {
  const [row] = await db.query<{
    failed_tries: number;
    event_id: string | null;
    amount: number | null;
    currency: string | null;
  }>(
    `update ticket_refunds set failed_tries = failed_tries + 1, last_failed_at = now()
      where session_id = $1 and refunded_at is null returning failed_tries, event_id, amount, currency`,
    [sessionId],
  );
  return row;
}

/** Where an event's refunds stand, counted as the list counts them (`retries`: a refund out of tries has failed). */
export async function countRefundStates(db: Queryable, eventId: string, retries: number) {
  const [row] = await db.query<{ pending: number; refunded: number; failed: number }>(
    `select count(*) filter (where refunded_at is null and failed_tries <= $3)::int as pending,
            count(*) filter (where refunded_at is not null)::int as refunded,
            count(*) filter (where refunded_at is null and failed_tries > $3)::int as failed
       from ticket_refunds where event_id = $1 and reason = any($2::text[])`,
    [eventId, REASONS, retries],
  );
  return row ?? { pending: 0, refunded: 0, failed: 0 };
}
