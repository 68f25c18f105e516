// The test feature's handler and kind, registered as a module registers its own (its register<Feature>Handlers).
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../../modules/notifications/kinds.ts';
import { notify } from '../../modules/notifications/service.ts';
import { PingNotificationSchema } from './kinds.ts';

export function registerPingHandlers(events: EventBus) {
  registerNotificationKinds([PingNotificationSchema]);
  events.on('test.pinged', async (tx, { from, to, n, note }) => {
    await notify(tx, {
      kind: PingNotificationSchema,
      body: `pinged you (${n})`,
      data: { n, note },
      sender: from,
      receiver: to,
    });
  });
}
