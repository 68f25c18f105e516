// Wakes a process's delivery lanes when the database says deliveries of their channel were committed (DUE_SIGNALS,
// migrations 0041 and 0046), whichever process wrote them: a job in the worker process as much as a request here. An
// in-memory wake would reach only the committing process, whose lanes may not be the ones that deliver.
import type { DbEvents } from '../db/events.ts';
import { type DeliveryChannel, DUE_SIGNALS } from './delivery.ts';
import type { DeliveryWorker } from './delivery-worker.ts';

export function wakeLanesOnCommit(
  events: Pick<DbEvents, 'subscribe'>,
  deliveries: Pick<DeliveryWorker, 'wake'>,
  lanes: readonly DeliveryChannel[],
): void {
  for (const lane of lanes) {
    events.subscribe(DUE_SIGNALS[lane], {
      onMessage: () => deliveries.wake([lane]),
      // Listening (again): whatever was committed while nobody listened is looked for now.
      onListening: (listening) => {
        if (listening) deliveries.wake([lane]);
      },
    });
  }
}
