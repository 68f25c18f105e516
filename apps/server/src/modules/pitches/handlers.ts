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
  events.on('pitch.sent', async (tx, { pitchId, kind, event, athlete, receiver }) => {
    const data = {
      _id: athlete.profileId,
      pitchId,
      senderType: 'athlete' as const,
      userType: receiver.profileType,
    };
    const people = { sender: athlete, receiver };
    if (kind === 'contact') {
      await notify(tx, {
        kind: ContactRequestNotificationSchema,
        body: 'sent you their contact details',
        data,
        ...people,
      });
    } else if (event) {
      // A promo CV names the event whose link it came through (issue 25).
      await notify(tx, {
        kind: AthletePromoCvNotificationSchema,
        body: `sent you their promo CV for ${event.name}`,
        data: { ...data, eventId: event.id, eventName: event.name },
        ...people,
      });
    } else {
      await notify(tx, { kind: AthleteCvNotificationSchema, body: 'sent you their CV', data, ...people });
    }
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
