// HTTP for events (issue 25): an organisation's events, the promo page and sign-up, an athlete's tickets and their QR
// codes, the event's staff, check-in, attendees and results, and its ticket refunds (the buyer's, the organisation's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { currentAccount } from '../auth/authenticate.ts';
import * as attendance from './attendance.ts';
import { drawTicketQr } from './qr.ts';
import * as refunds from './refunds.ts';
import * as results from './results.ts';
import * as service from './service.ts';

const tags = ['events'];
const security = [{ token: [] }];

export function eventRoutes(deps: results.ResultDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate };
    const body = [400, 401, 403, 404, 409, 413, 415] as const;

    app.route({
      ...endpoint('POST /api/events', {
        tags,
        security,
        summary: 'An organisation’s admin makes an event (a promo code is made unless one is chosen)',
        // 403 not an organisation's admin; 409 promo code taken, or too many events.
        refuses: [400, 401, 403, 409, 413, 415],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply.code(201).send(await service.createEvent(deps, currentAccount(request), request.body)),
    });

    app.route({
      ...endpoint('GET /api/events', {
        tags,
        security,
        summary: 'The events of the organisation you administer, with sign-ups and check-ins',
        refuses: [401, 403],
      }),
      ...signedIn,
      handler: async (request) => service.listEvents(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/events/staffed', {
        tags,
        security,
        summary: 'The events you were named staff of (any account), to check in and enter results',
        refuses: [401],
      }),
      ...signedIn,
      handler: async (request) => service.staffedEvents(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('PUT /api/events/:id', {
        tags,
        security,
        summary: 'An admin edits the event; fields left out stay',
        // 409 cancelled, or a capacity below the places taken.
        refuses: [...body],
      }),
      ...signedIn,
      handler: async (request) =>
        service.updateEvent(deps, currentAccount(request), request.params.id, request.body),
    });

    app.route({
      ...endpoint('PUT /api/events/:id/cancel', {
        tags,
        security,
        summary: 'An admin cancels the event: sign-ups end, tickets stay',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => service.cancelEvent(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('GET /api/events/promo/:code', {
        tags,
        // Public: the promo link is handed out to people who have no account yet (/register/promo/{code} shows the
        // event above the registration form); it names an organisation's event, no person.
        summary: 'An event by its promo code, for anyone with the link: what they see before signing up',
        refuses: [400, 404],
      }),
      handler: async (request) => service.eventPage(deps, request.params.code),
    });

    app.route({
      ...endpoint('PUT /api/promo/:orgId/join-event', {
        tags,
        security,
        summary:
          'An athlete signs up for a free event by its promo code; the organisation gets Athlete Event Signup',
        // 403 not an athlete with a profile; 404 no such code at this organisation; 409 full, cancelled or paid.
        refuses: [...body],
      }),
      ...signedIn,
      handler: async (request) =>
        service.joinEvent(deps, currentAccount(request), request.params.orgId, request.body.code),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/events', {
        tags,
        security,
        summary: 'Your events and tickets (/AthleteProfile/my-events)',
        refuses: [401, 403],
      }),
      ...signedIn,
      handler: async (request) => service.myEvents(deps, currentAccount(request)),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/events/:code', {
        tags,
        security,
        summary: 'Your ticket for the event with this promo code (/AthleteProfile/event-confirmed/{code})',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => service.myEvent(deps, currentAccount(request), request.params.code),
    });

    app.route({
      ...endpoint('GET /api/tickets/:id/qr', {
        tags,
        security,
        summary: 'Your ticket’s QR code (SVG); anyone else’s answers 404',
        refuses: [400, 401, 404],
      }),
      ...signedIn,
      handler: async (request, reply) => {
        const ticket = await service.ownTicket(deps, currentAccount(request), request.params.id);
        return reply
          .header('content-type', 'image/svg+xml')
          .header('cache-control', 'private, no-store')
          .send(await drawTicketQr(ticket.code));
      },
    });

    app.route({
      ...endpoint('GET /api/events/:id/staff', {
        tags,
        security,
        summary: 'The event’s staff (admins only)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => attendance.listStaff(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('POST /api/events/:id/staff', {
        tags,
        security,
        summary: 'An admin names an existing account (by email) staff of this event only',
        // 404 no such event or account; 409 the event has its most staff.
        refuses: [...body],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await attendance.addStaff(deps, currentAccount(request), request.params.id, request.body.email),
          ),
    });

    app.route({
      ...endpoint('DELETE /api/events/:id/staff/:userId', {
        tags,
        security,
        summary: 'An admin removes one of the event’s staff',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        attendance.removeStaff(deps, currentAccount(request), request.params.id, request.params.userId),
    });

    app.route({
      ...endpoint('POST /api/events/:id/check-in', {
        tags,
        security,
        summary:
          'Staff check an attendee in by their ticket’s code; a second scan answers when it was checked in',
        // 404 no ticket of this event with that code; 409 a minor without their caregiver's consent, or the event
        // cancelled.
        refuses: [...body],
      }),
      ...signedIn,
      handler: async (request) =>
        attendance.checkIn(deps, currentAccount(request), request.params.id, request.body.code),
    });

    app.route({
      ...endpoint('GET /api/events/:id/attendees', {
        tags,
        security,
        summary: 'Staff see who signed up and who is checked in (a minor without consent is only counted)',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => attendance.attendees(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('POST /api/events/:id/results', {
        tags,
        security,
        summary: 'Staff enter a checked-in attendee’s measured result: verified on their profile',
        // 409 not checked in, or the event was cancelled.
        refuses: [...body],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await results.enterResult(deps, currentAccount(request), request.params.id, request.body)),
    });

    app.route({
      ...endpoint('PUT /api/events/:id/results/:resultId', {
        tags,
        security,
        summary:
          'Staff correct a result: a new one replaces it on the profile; the old stays in the event’s history',
        // 409 that result was corrected already.
        refuses: [...body],
      }),
      ...signedIn,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await results.correctResult(
              deps,
              currentAccount(request),
              request.params.id,
              request.params.resultId,
              request.body,
            ),
          ),
    });

    app.route({
      ...endpoint('GET /api/events/:id/results', {
        tags,
        security,
        summary: 'Every result entered at the event, corrections with what they replaced',
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => results.listResults(deps, currentAccount(request), request.params.id),
    });

    app.route({
      ...endpoint('GET /api/athleteProfile/events/:code/refunds', {
        tags,
        security,
        summary:
          'Your refunds for the event with this promo code (a payment that found no seat, a cancelled event)',
        // 403 not an athlete; 404 no event with this code.
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) => refunds.myRefunds(deps, currentAccount(request), request.params.code),
    });

    app.route({
      ...endpoint('GET /api/events/:id/refunds', {
        tags,
        security,
        summary:
          'The event’s ticket refunds, newest first, for its organisation’s admins (a hidden minor is not named)',
        // 403 not an admin of the event's organisation; 404 no such event.
        refuses: [400, 401, 403, 404],
      }),
      ...signedIn,
      handler: async (request) =>
        refunds.eventRefunds(deps, currentAccount(request), request.params.id, request.query.cursor),
    });
  };
}
