// Where an athlete pitches a coach or an organisation (spec 2: /AthleteProfile/contact-form/{type}/{promo}/{id}):
// linked from their profiles, without loading the form's code.
import type { ReceiverKind } from '@podium/core/api/pitches';

export const pitchPath = (kind: ReceiverKind, id: string) =>
  `/AthleteProfile/contact-form/${kind}/0/${encodeURIComponent(id)}`;
