// A paid event's ticket refunds (issue 25), for its organisation's admins: a cancelled event's, and any payment that
// found no place (the event filled while it was made). Each buyer as the one visibility rule allows ("An athlete"
// for a minor without consent), the amount, where the refund stands and when. Read again when `Event Refunds Done` or
// `Event Refund Failed` reaches the organisation (events-api.ts makes the list stale), and whenever the window comes
// back into focus (a refund still pending among others settles without a notice). Loading, error and empty states;
// 50 at a time.
import type { EventRefund, RefundState, TicketRefundReason } from '@podium/core/api/events';
import { useEffect } from 'react';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { LoadMore } from '../../../ui/LoadMore.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { useGetEventRefundsInfiniteQuery } from '../events-api.ts';
import styles from './RefundList.module.css';

const STATE_WORDS: Record<RefundState, string> = {
  done: 'Refunded',
  pending: 'Pending',
  failed: 'Failed',
};

const REASON_WORDS: Record<TicketRefundReason, string> = {
  'event cancelled': 'Event cancelled',
  full: 'Paid after the event filled',
  'paid twice': 'Paid twice for one place',
};

const amountOf = (refund: Pick<EventRefund, 'amount' | 'currency'>) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: refund.currency }).format(
    refund.amount / 100,
  );

function whenOf(refund: EventRefund, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  if (refund.refundedAt) return `Refunded ${format.format(new Date(refund.refundedAt))}`;
  const started = format.format(new Date(refund.paidAt));
  return refund.state === 'failed' ? `Every try failed; started ${started}` : `Started ${started}`;
}

/** Reads the list again when the person comes back to the window (another tab, the payment provider's dashboard). */
function useRefetchOnFocus(refetch: () => unknown) {
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch]);
}

function RefundRows({ refunds, timeZone }: { refunds: EventRefund[]; timeZone: string }) {
  return (
    <ul className={styles.list}>
      {refunds.map((refund) => (
        <li key={refund._id} className={styles.row}>
          <span className={styles.who}>{refund.athlete?.name ?? 'An athlete'}</span>
          <span className={styles.amount}>{amountOf(refund)}</span>
          <span className={`${styles.state} ${styles[refund.state]}`}>{STATE_WORDS[refund.state]}</span>
          <span className={styles.detail}>
            {REASON_WORDS[refund.reason]} · {whenOf(refund, timeZone)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function RefundList({
  eventId,
  timeZone,
  isCancelled,
}: {
  eventId: string;
  timeZone: string;
  isCancelled: boolean;
}) {
  const query = useGetEventRefundsInfiniteQuery({ id: eventId });
  useRefetchOnFocus(query.refetch);
  const pages = query.data?.pages ?? [];
  const refunds = pages.flatMap((page) => page.refunds);
  const total = pages[0]?.total ?? 0;
  // A live event shows the section only once it has refunds (payments that found no place).
  if (!isCancelled && query.isSuccess && total === 0) return null;
  const failed = refunds.filter((refund) => refund.state === 'failed').length;
  return (
    <section aria-labelledby="refunds" className={styles.section}>
      <h2 id="refunds">Refunds</h2>
      <UnderHeading level={2}>
        {query.isLoading ? (
          <Loader label="Loading refunds..." />
        ) : query.error !== undefined && !query.data ? (
          <FailurePanel error={query.error} onRetry={query.refetch} title="The refunds could not be loaded" />
        ) : total === 0 ? (
          <StatePanel kind="empty" title="No refunds" isFramed>
            Nobody had paid for a ticket, so no money goes back.
          </StatePanel>
        ) : (
          <>
            <p>
              {total === 1 ? '1 refund' : `${total} refunds`}, in full to how each buyer paid.
              {failed > 0 && ' A failed refund needs you: give the money back from your payment provider.'}
            </p>
            <RefundRows refunds={refunds} timeZone={timeZone} />
            <LoadMore
              hasMore={query.hasNextPage}
              isLoading={query.isFetchingNextPage}
              failure={query.isFetchNextPageError ? query.error : undefined}
              onLoad={() => query.fetchNextPage()}
              failedLead="We could not load more refunds."
            />
          </>
        )}
      </UnderHeading>
    </section>
  );
}
