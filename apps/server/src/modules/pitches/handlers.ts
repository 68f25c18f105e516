// What pitches tell people (STYLE 5): the receiver of a pitch gets `Athlete CV` (or `Athlete Promo CV`), of contact
// details `Contact Request` (account spec 2 detail types), and the athlete the receiver's `Pitch Reply`;
// data.pitchId opens GET /api/pitches/{id}. Its kinds are core's (api/pitches.ts).
import {
  AthleteCvNotificationSchema,
  AthletePromoCvNotificationSchema,
  ContactRequestNotificationSchema,
  PITCH_NOTIFICATIONS,
  PitchReplyNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify } from '../notifications/service.ts';

export function registerPitchHandlers(events: EventBus) {
  registerNotificationKinds(PITCH_NOTIFICATIONS);
  events.on('pitch.sent', async (tx, { pitchId, kind, promo, athlete, receiver }) => {
    const isContact = kind === 'contact';
    await notify(tx, {
      kind: isContact
        ? ContactRequestNotificationSchema
        : promo
          ? AthletePromoCvNotificationSchema
          : AthleteCvNotificationSchema,
      body: isContact
        ? 'sent you their contact details'
        : promo
          ? 'sent you their promo CV'
          : 'sent you their CV',
      data: { _id: athlete.profileId, pitchId, senderType: 'athlete', userType: receiver.profileType },
      sender: athlete,
      receiver,
    });
  });
  // Ours (issue 22, 20): the receiver's reply, carried whole, so the athlete reads it in the notification.
  events.on('pitch.replied', async (tx, { pitchId, replyId, message, athlete, replier }) => {
    await notify(tx, {
      kind: PitchReplyNotificationSchema,
      body: 'replied to your pitch',
      data: {
        _id: replier.profileId,
        pitchId,
        replyId,
        message,
        senderType: replier.profileType,
        userType: 'athlete',
      },
      sender: replier,
      receiver: athlete,
    });
  });
}
