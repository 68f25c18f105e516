// What a caregiver's decision tells the athlete under 16 (issue 22; STYLE 5): consent given shows their profile to
// members, withdrawn hides it again. Nobody sent it (the caregiver has no profile): it reads after "Podium". Its
// kinds are core's (api/consent.ts).
import {
  CONSENT_NOTIFICATIONS,
  ConsentGivenNotificationSchema,
  ConsentWithdrawnNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';

export function registerConsentHandlers(events: EventBus) {
  registerNotificationKinds(CONSENT_NOTIFICATIONS);
  events.on('consent.decided', async (tx, { athlete, given }) => {
    await notify(tx, {
      kind: given ? ConsentGivenNotificationSchema : ConsentWithdrawnNotificationSchema,
      body: given
        ? 'shows your profile to members now: your caregiver gave their consent'
        : 'hides your profile again: your caregiver withdrew their consent',
      data: { userType: 'athlete' },
      sender: null,
      receiver: athlete,
    });
  });
}
