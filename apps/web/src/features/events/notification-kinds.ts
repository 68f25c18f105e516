// How events' notifications show (issue 25): the organisation's admins read that an athlete signed up for one of its
// events (the events screens come in the next slice; until then the detail shows the notification's facts).
import { AthleteEventSignupNotificationSchema } from '@podium/core/api/events';
import { registerNotificationKind } from '../../state/notification-kinds.ts';

registerNotificationKind(AthleteEventSignupNotificationSchema, {
  title: 'Event sign-up',
  summary: 'An athlete signed up for one of your events.',
});
