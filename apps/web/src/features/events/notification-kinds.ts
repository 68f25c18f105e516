// How events' notifications show (issue 25): the organisation's admins read that an athlete signed up for one of its
// events, and View opens that event's attendee list; a ticket holder reads that an event was cancelled, and View opens
// their confirmation page for it (where the event shows as cancelled); a buyer reads that a ticket's money went back,
// with the amount and why: View opens My events for a cancelled event (where the refunded ticket shows), else the
// event's confirmation page, which explains a payment that found no place (the event filled while they paid). The
// organisation's admins read that an event's refunds have all gone through, or that one failed for good (it must
// give that money back itself); View opens the event's page, where its refunds are listed.
import {
  AthleteEventSignupNotificationSchema,
  EventCancelledNotificationSchema,
  EventRefundFailedNotificationSchema,
  EventRefundsDoneNotificationSchema,
  TicketRefundedNotificationSchema,
} from '@podium/core/api/events';
import { createElement } from 'react';
import { registerNotificationKind } from '../../state/notification-kinds.ts';
import { eventPrice } from './athlete/event-words.ts';
import { eventConfirmedPath, MY_EVENTS_PATH, manageEventPath } from './event-paths.ts';

const REFUND_WHY = {
  'event cancelled': 'the organiser cancelled the event',
  full: 'the event filled while you paid, so there was no place left for you',
  'paid twice': 'you had already paid for your place',
} as const;

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

registerNotificationKind(TicketRefundedNotificationSchema, {
  title: 'Ticket refunded',
  summary: 'The money for an event ticket went back to how you paid.',
  actions: [
    {
      label: 'View',
      isPrimary: true,
      // A notification from before the reason was kept names none: those were all sent for cancelled events' tickets
      // or for payments My events never showed; My events is where they pointed then.
      run: ({ data }, { navigate }) =>
        navigate(
          data.reason === 'full' || data.reason === 'paid twice'
            ? eventConfirmedPath(data.promoCode)
            : MY_EVENTS_PATH,
        ),
    },
  ],
  Detail: ({ notification }) =>
    createElement(
      'p',
      null,
      `${eventPrice({ price: notification.data })} for ${notification.data.eventName}, refunded in full${
        notification.data.reason ? `: ${REFUND_WHY[notification.data.reason]}` : ''
      }.`,
    ),
});

registerNotificationKind(EventRefundsDoneNotificationSchema, {
  title: 'Refunds done',
  summary: 'Every refund of one of your events has gone through, or failed for good.',
  actions: [
    {
      label: 'View',
      isPrimary: true,
      run: ({ data }, { navigate }) => navigate(manageEventPath(data.eventId)),
    },
  ],
});

registerNotificationKind(EventRefundFailedNotificationSchema, {
  title: 'Refund failed',
  summary: 'A ticket refund failed every try: give the money back from your payment provider.',
  actions: [
    {
      label: 'View',
      isPrimary: true,
      run: ({ data }, { navigate }) => navigate(manageEventPath(data.eventId)),
    },
  ],
  Detail: ({ notification }) =>
    createElement(
      'p',
      null,
      `${eventPrice({ price: notification.data })} for a ticket to ${notification.data.eventName} could not be refunded: give it back to the buyer from your payment provider.`,
    ),
});
