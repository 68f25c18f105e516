// The athlete's event addresses (account spec 2): the promo page and the confirmation, by the event's promo code.

export const promoPath = (code: string) => `/register/promo/${encodeURIComponent(code)}`;
export const confirmedPath = (code: string) => `/AthleteProfile/event-confirmed/${encodeURIComponent(code)}`;
export const MY_EVENTS_PATH = '/AthleteProfile/my-events';
