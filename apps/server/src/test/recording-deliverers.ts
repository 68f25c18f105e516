// A deliverer that records what it was handed, for the delivery worker's tests.
import type { Deliverer, Delivery, DeliveryOutcome } from '../jobs/delivery.ts';

export function recordingDeliverer(
  answer: (delivery: Delivery) => Promise<DeliveryOutcome> | DeliveryOutcome = () => ({ kind: 'done' }),
) {
  const delivered: Delivery[] = [];
  const deliverer: Deliverer = {
    async deliver(delivery) {
      delivered.push(delivery);
      return answer(delivery);
    },
  };
  return { deliverer, delivered };
}
