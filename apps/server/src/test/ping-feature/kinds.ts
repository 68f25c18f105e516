// A feature that exists only in tests (issue 23): its notification kind, declared as a feature declares one in core,
// from this folder alone. modules/notifications/kinds.test.ts shows it written, listed and parsed.
import { notificationKind } from '@podium/core/api';
import { z } from 'zod';

export const PingNotificationSchema = notificationKind(
  'Test Ping',
  z.object({ n: z.number().int(), note: z.string() }),
);
