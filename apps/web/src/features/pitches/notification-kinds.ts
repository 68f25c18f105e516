// How pitches' notifications show (issue 23; account spec 2 detail types): a CV, a promo CV or contact details open
// the pitch itself (PitchDetailView.tsx, a chunk fetched as the dialog opens), which says what it holds, so the body
// ("sent you their CV") is not repeated as its message; a reply shows its own words.
import {
  AthleteCvNotificationSchema,
  AthletePromoCvNotificationSchema,
  ContactRequestNotificationSchema,
  PitchReplyNotificationSchema,
} from '@podium/core/api/pitches';
import { lazy } from 'react';
import { registerNotificationKind } from '../../state/notification-kinds.ts';

const Detail = lazy(async () => ({
  default: (await import('./PitchDetailView.tsx')).PitchNotificationDetail,
}));
const ownView = { Detail, message: () => null };

registerNotificationKind(AthleteCvNotificationSchema, {
  title: 'Athlete CV',
  summary: 'An athlete shared their CV with you.',
  ...ownView,
});
// A promo CV came through one of the organisation's events' promo links (issue 25): View opens the pitch, whose
// detail names the event.
registerNotificationKind(AthletePromoCvNotificationSchema, {
  title: 'Athlete promo CV',
  summary: 'An athlete sent you their promo CV through your event’s promo link.',
  ...ownView,
});
registerNotificationKind(ContactRequestNotificationSchema, {
  title: 'Contact request',
  summary: 'Someone would like to get in touch with you.',
  ...ownView,
});
// Ours (issue 22, 20): a coach or an organisation answered the athlete's pitch; the message is in data.message.
registerNotificationKind(PitchReplyNotificationSchema, {
  title: 'Reply to your pitch',
  summary: 'A coach or organisation you pitched wrote back.',
  message: ({ data, body }) => data.message || body,
});
