// Time passing for the rule of requests (modules/requests): moves an account's recorded requests back, as if that
// long had gone by, so a test can ask the same person again without waiting a day.
import type { TestApp } from './harness.ts';

export const ageRequests = (t: TestApp, senderUserId: string, hours = 25) =>
  t.db.query(
    'update sent_requests set sent_at = sent_at - make_interval(hours => $2) where sender_user_id = $1',
    [senderUserId, hours],
  );
