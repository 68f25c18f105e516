// The refund of one paid ticket's session (issue 25), its own file so that the cancellation's job (jobs.ts) and the
// sessions' handling (ticket-sessions.ts) both name it without importing each other.
import { z } from 'zod';
import type { JobType } from '../../jobs/queue.ts';

/** Tries after the first before a refund is failed for good (its row then lists as failed: refund-store.ts). */
export const REFUND_RETRIES = 8;

export const refundTicket: JobType<{ sessionId: string }> = {
  name: 'ticket-refund',
  payload: z.object({ sessionId: z.string().min(1).max(255) }).strict(),
};
