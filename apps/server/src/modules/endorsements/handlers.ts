// What endorsements tell people (STYLE 5): the coach asked gets `Endorsement Request` (our name; design choices),
// the athlete gets `Endorsement Submitted` (account spec 2). data.endorsementId opens the endorsement.
import type { EventBus } from '../../events/bus.ts';
import { notify } from '../notifications/service.ts';

export function registerEndorsementHandlers(events: EventBus) {
  events.on('endorsement.requested', async (tx, { endorsementId, athlete, coach }) => {
    await notify(tx, {
      type: 'Endorsement Request',
      body: 'asked you for an endorsement',
      data: { _id: athlete.profileId, endorsementId, senderType: 'athlete', userType: 'coach' },
      sender: athlete,
      receiver: coach,
    });
  });
  events.on('endorsement.submitted', async (tx, { endorsementId, athlete, coach }) => {
    await notify(tx, {
      type: 'Endorsement Submitted',
      body: 'endorsed you',
      data: { _id: coach.profileId, endorsementId, senderType: 'coach', userType: 'athlete' },
      sender: coach,
      receiver: athlete,
    });
  });
}
