// Where events' screens live (issue 25), for links and notifications: an organisation's events under its area, the
// screens of the events an account staffs, and an athlete's confirmation page (spec 2's route).
export const MANAGE_EVENTS_PATH = '/organisation/events';
export const STAFFED_EVENTS_PATH = '/events/staffing';

export const manageEventPath = (eventId: string) => `${MANAGE_EVENTS_PATH}/${encodeURIComponent(eventId)}`;
export const staffEventPath = (eventId: string) => `${STAFFED_EVENTS_PATH}/${encodeURIComponent(eventId)}`;
export const eventConfirmedPath = (code: string) =>
  `/AthleteProfile/event-confirmed/${encodeURIComponent(code)}`;
/** The promo link an organisation shares (spec 2's /register/promo/{code}). */
export const promoPath = (code: string) => `/register/promo/${encodeURIComponent(code)}`;
/** The athlete's tickets (spec 2's /AthleteProfile/my-events). */
export const MY_EVENTS_PATH = '/AthleteProfile/my-events';
