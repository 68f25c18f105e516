// What events tell people (issue 25): the organisation gets `Athlete Event Signup` when an athlete signs up.
import { AthleteEventSignupNotificationSchema, EVENT_NOTIFICATIONS } from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';

export function registerEventHandlers(events: EventBus) {
  registerNotificationKinds(EVENT_NOTIFICATIONS);
  events.on('event.signed_up', async (tx, { eventId, eventName, athlete, organisation }) => {
    await notify(tx, {
      kind: AthleteEventSignupNotificationSchema,
      body: `signed up for ${eventName}`,
      data: {
        _id: athlete.profileId,
        senderType: athlete.profileType,
        userType: organisation.profileType,
        eventId,
        eventName,
      },
      sender: athlete,
      receiver: organisation,
    });
  });
}
