// How events' notifications show (issue 25): the organisation's admins read that an athlete signed up for one of its
// events, and View opens that event's attendee list; a ticket holder reads that an event was cancelled, and View opens
// their confirmation page for it (where the event shows as cancelled).
import {
  AthleteEventSignupNotificationSchema,
  EventCancelledNotificationSchema,
} from '@podium/core/api/events';
import { registerNotificationKind } from '../../state/notification-kinds.ts';
import { eventConfirmedPath, manageEventPath } from './event-paths.ts';

registerNotificationKind(AthleteEventSignupNotificationSchema, {
  title: 'Event sign-up',
  summary: 'An athlete signed up for one of your events.',
  actions: [
    {
      label: 'View',
      isPrimary: true,
      run: ({ data }, { navigate }) => navigate(manageEventPath(data.eventId)),
    },
  ],
});

registerNotificationKind(EventCancelledNotificationSchema, {
  title: 'Event cancelled',
  summary: 'An organisation cancelled an event you signed up for.',
  actions: [
    {
      label: 'View',
      isPrimary: true,
      run: ({ data }, { navigate }) => navigate(eventConfirmedPath(data.promoCode)),
    },
  ],
});
