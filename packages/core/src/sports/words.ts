// How a typed sport name is compared, and the words that name more than one sport (issue 22, item 13). Kept apart
// from the catalogue and small, so that every request schema can refuse an ambiguous name (api/sport-name.ts)
// without loading the whole catalogue into each screen.

/** Runs of spaces and the punctuation people vary ("Track-and-field", "jiu jitsu", "Football (soccer)"). */
export const SEPARATORS = /[ \t\n\r\f\v_.(),-]+/g;

/** Case and separators do not tell sports apart: "Track & Field" and " track  &  field" are one name. */
export function normaliseSportName(text: string): string {
  return text.toLowerCase().replace(SEPARATORS, ' ').trim();
}

/** Regions whose reading of an ambiguous word differs from most of the world (ISO 3166 alpha-2). */
export type SportRegion = 'US' | 'CA';

/** One sport an ambiguous word may mean: its catalogue key and name, and where people mostly mean it. */
export interface SportMeaning {
  key: string;
  name: string;
  /** Where this is what the word usually means; the meaning without regions is the rest of the world's. */
  regions: readonly SportRegion[];
}

/**
 * Words that name a different sport by where the person is: "football" is association football for most of the
 * world, American football in the United States and Canadian football in Canada; "hockey" is field hockey,
 * except ice hockey in North America. Such a word is never resolved by guessing (design choices, issue 22): the
 * person is asked which they mean. Regions only order the choices.
 */
export const AMBIGUOUS_SPORT_NAMES: Readonly<Record<string, readonly SportMeaning[]>> = {
  football: [
    { key: 'soccer', name: 'Football (soccer)', regions: [] },
    { key: 'american-football', name: 'American football', regions: ['US'] },
    { key: 'canadian-football', name: 'Canadian football', regions: ['CA'] },
  ],
  hockey: [
    { key: 'field-hockey', name: 'Field hockey', regions: [] },
    { key: 'ice-hockey', name: 'Ice hockey', regions: ['US', 'CA'] },
  ],
};

/** The sports a typed name may mean when it means more than one ("football"); undefined otherwise. */
export function ambiguousMeanings(label: string): readonly SportMeaning[] | undefined {
  const name = normaliseSportName(label);
  // Own words only: "constructor" or "toString" typed as a sport is no word of the table's prototype.
  return Object.hasOwn(AMBIGUOUS_SPORT_NAMES, name) ? AMBIGUOUS_SPORT_NAMES[name] : undefined;
}

/** The meanings with the one people mostly mean in `region` first, the rest in catalogue order. */
export function meaningsFor(
  meanings: readonly SportMeaning[],
  region: SportRegion | null,
): readonly SportMeaning[] {
  const local = meanings.find((meaning) => region !== null && meaning.regions.includes(region));
  return local ? [local, ...meanings.filter((meaning) => meaning !== local)] : meanings;
}

/** `A, B or C`. */
function oneOf(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * What a form or a refusal says of a name that means several sports: `"Football" could mean Football (soccer),
 * American football or Canadian football: say which`. Null for a name that means one sport or none.
 */
export function ambiguousSportMessage(label: string): string | null {
  const meanings = ambiguousMeanings(label);
  if (!meanings) return null;
  return `"${label.trim()}" could mean ${oneOf(meanings.map((meaning) => meaning.name))}: say which`;
}

/** What a form asks of such a word, saying why: it means one sport here and another there. */
export const sportQuestion = (label: string) =>
  `"${label.trim()}" means different sports in different places. Which one do you mean?`;
