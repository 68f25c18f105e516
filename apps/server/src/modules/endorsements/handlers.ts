// What endorsements tell people (STYLE 5): the coach asked gets `Endorsement Request` (our name; design choices),
// the athlete gets `Endorsement Submitted` (account spec 2). data.endorsementId opens the endorsement. Its kinds are
// core's (api/endorsements.ts).
import {
  ENDORSEMENT_NOTIFICATIONS,
  EndorsementRequestNotificationSchema,
  EndorsementSubmittedNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';

export function registerEndorsementHandlers(events: EventBus) {
  registerNotificationKinds(ENDORSEMENT_NOTIFICATIONS);
  events.on('endorsement.requested', async (tx, { endorsementId, athlete, coach }) => {
    await notify(tx, {
      kind: EndorsementRequestNotificationSchema,
      body: 'asked you for an endorsement',
      data: { _id: athlete.profileId, endorsementId, senderType: 'athlete', userType: 'coach' },
      sender: athlete,
      receiver: coach,
    });
  });
  events.on('endorsement.submitted', async (tx, { endorsementId, athlete, coach }) => {
    await notify(tx, {
      kind: EndorsementSubmittedNotificationSchema,
      body: 'endorsed you',
      data: { _id: coach.profileId, endorsementId, senderType: 'coach', userType: 'athlete' },
      sender: coach,
      receiver: athlete,
    });
  });
}
