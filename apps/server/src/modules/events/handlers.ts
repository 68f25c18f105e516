// What events tell people (issue 25): the organisation gets `Athlete Event Signup` when an athlete signs up; each
// ticket holder gets `Event Cancelled` when it is cancelled (all in one statement, notifyEach); a buyer gets `Ticket
// Refunded` when a ticket's money goes back (from the refund's job, in the transaction that records it); the
// organisation's admins get `Event Refunds Done` when an event's last pending refund goes through and `Event Refund
// Failed` when one fails for good (from Podium: nobody sent them), which also refresh an open refunds list.
import {
  AthleteEventSignupNotificationSchema,
  EVENT_NOTIFICATIONS,
  EventCancelledNotificationSchema,
  EventRefundFailedNotificationSchema,
  EventRefundsDoneNotificationSchema,
  TicketRefundedNotificationSchema,
} from '@podium/core/api';
import type { EventBus } from '../../events/bus.ts';
import { registerNotificationKinds } from '../notifications/kinds.ts';
import { notify, notifyEach } from '../notifications/service.ts';

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
  events.on('event.cancelled', async (tx, { eventId, eventName, promoCode, organisation, holders }) => {
    await notifyEach(
      tx,
      EventCancelledNotificationSchema,
      holders.map((holder) => ({
        body: `cancelled ${eventName}`,
        data: {
          _id: organisation.profileId,
          senderType: organisation.profileType,
          userType: holder.profileType,
          eventId,
          eventName,
          promoCode,
        },
        sender: organisation,
        receiver: holder,
      })),
    );
  });
  events.on(
    'event.ticket_refunded',
    async (tx, { eventId, eventName, promoCode, amount, currency, reason, ...refs }) => {
      await notify(tx, {
        kind: TicketRefundedNotificationSchema,
        body: `refunded your ticket for ${eventName}`,
        data: {
          _id: refs.organisation.profileId,
          senderType: refs.organisation.profileType,
          userType: refs.buyer.profileType,
          eventId,
          eventName,
          promoCode,
          amount,
          currency,
          reason,
        },
        sender: refs.organisation,
        receiver: refs.buyer,
      });
    },
  );
  events.on('event.refunds_done', async (tx, { eventId, eventName, refunded, failed, organisation }) => {
    const tickets = refunded === 1 ? '1 ticket' : `${refunded} tickets`;
    await notify(tx, {
      kind: EventRefundsDoneNotificationSchema,
      body:
        failed === 0
          ? `refunded ${tickets} for ${eventName}: every refund went through`
          : `refunded ${tickets} for ${eventName}; ${failed} could not be refunded`,
      data: { userType: 'org', eventId, eventName, refunded, failed },
      sender: null,
      receiver: organisation,
    });
  });
  events.on('event.refund_failed', async (tx, { eventId, eventName, amount, currency, organisation }) => {
    await notify(tx, {
      kind: EventRefundFailedNotificationSchema,
      body: `could not refund a ticket for ${eventName}: give the money back from your payment provider`,
      data: { userType: 'org', eventId, eventName, amount, currency },
      sender: null,
      receiver: organisation,
    });
  });
}
