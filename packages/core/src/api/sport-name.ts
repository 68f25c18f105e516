// The one field every typed sport in a request is read with (profiles, coach and organisation forms, registration,
// the athlete search's filter): bounded text that refuses a word naming several sports with the question to ask
// (issue 22, item 13), so a form shows it under the field and the API answers it as a 400.
import { ambiguousSportMessage } from '../sports/words.ts';
import { text } from './common.ts';

/** A typed sport: a catalogue name or alias, or an other sport; never a word that names several ("football"). */
export function sportName(label: string, { min = 1, max }: { min?: number; max: number }) {
  return text(label, { min, max }).superRefine((value, context) => {
    const message = ambiguousSportMessage(value);
    if (message) context.addIssue({ code: 'custom', message, input: value });
  });
}
