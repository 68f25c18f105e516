// Reading what a person typed as a sport: the catalogue sport it names (by name, alias or regional word), or an
// "other" sport kept with its typed label, which is shown but never a ranking pool (design choices, issue 8).
// Migration 0010 folds stored names with the same rules in SQL; keep the two equal (its test compares them).
import { type CatalogueSport, REGIONAL_NAMES, SPORTS, type SportRegion } from './catalogue.ts';

/** Runs of spaces and the punctuation people vary ("Track-and-field", "jiu jitsu", "Football (soccer)"). */
const SEPARATORS = /[ \t\n\r\f\v_.(),-]+/g;

/** Case and separators do not tell sports apart: "Track & Field" and " track  &  field" are one name. */
export function normaliseSportName(text: string): string {
  return text.toLowerCase().replace(SEPARATORS, ' ').trim();
}

const BY_KEY = new Map(SPORTS.map((sport) => [sport.key, sport]));
const BY_NAME = new Map<string, CatalogueSport>();
for (const sport of SPORTS) {
  for (const name of [sport.name, ...sport.aliases]) BY_NAME.set(normaliseSportName(name), sport);
}

/** The catalogue sport with this key. */
export function sportByKey(key: string): CatalogueSport | undefined {
  return BY_KEY.get(key);
}

const COUNTRY_REGIONS: Readonly<Record<string, SportRegion>> = {
  us: 'US',
  usa: 'US',
  unitedstates: 'US',
  unitedstatesofamerica: 'US',
  theunitedstates: 'US',
  america: 'US',
  ca: 'CA',
  canada: 'CA',
};

/** The region a free-text country names ("United States", "U.S.A.", "Canada"), when it changes a reading. */
export function regionOfCountry(country: string | null | undefined): SportRegion | null {
  if (!country) return null;
  return COUNTRY_REGIONS[country.toLowerCase().replace(SEPARATORS, '')] ?? null;
}

/** The region of a BCP 47 locale ("en-US", "fr_CA"), when it changes a reading. */
export function regionOfLocale(locale: string | null | undefined): SportRegion | null {
  const region = locale?.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  return regionOfCountry(region);
}

/** The catalogue sport a typed name means for a person in `region`, if any. */
export function findSport(label: string, region: SportRegion | null = null): CatalogueSport | undefined {
  const name = normaliseSportName(label);
  const regional = REGIONAL_NAMES[name];
  if (regional) return sportByKey((region && regional[region]) ?? regional.anywhere);
  return BY_NAME.get(name);
}

export interface ResolvedSport {
  /** The catalogue name, or for an other sport the label as typed (trimmed). */
  sport: string;
  /** Not in the catalogue: kept with its label, not a ranking pool. */
  other: boolean;
}

export function resolveSport(label: string, region: SportRegion | null = null): ResolvedSport {
  const known = findSport(label, region);
  return known ? { sport: known.name, other: false } : { sport: label.trim(), other: true };
}

export interface SportSuggestion {
  key: string;
  name: string;
  /** The alias or regional word the query matched, when it was not the name ("soccer", "gridiron"). */
  matched?: string;
}

/** How well a text matches: 0 it starts with the query, 1 one of its words does, 2 it holds it; null not at all. */
function matchRank(text: string, query: string): number | null {
  const normal = normaliseSportName(text);
  if (normal.startsWith(query)) return 0;
  if (normal.split(' ').some((word) => word.startsWith(query))) return 1;
  return query.length >= 3 && normal.includes(query) ? 2 : null;
}

interface Ranked {
  sport: CatalogueSport;
  rank: number;
  matched?: string;
}

function rankSport(sport: CatalogueSport, query: string): Ranked | null {
  const byName = matchRank(sport.name, query);
  if (byName !== null) return { sport, rank: byName * 2 };
  let best: Ranked | null = null;
  for (const alias of sport.aliases) {
    const rank = matchRank(alias, query);
    if (rank !== null && (best === null || rank * 2 + 1 < best.rank))
      best = { sport, rank: rank * 2 + 1, matched: alias };
  }
  return best;
}

/**
 * Catalogue sports for what a person has typed so far, best first: names before aliases, starts of words
 * before the middle. A regional word being typed ("foot" of "football") puts the sport it means where the
 * person is first, and the others it can mean follow as their names match.
 */
export function suggestSports(
  query: string,
  region: SportRegion | null = null,
  limit = 6,
): SportSuggestion[] {
  const normal = normaliseSportName(query);
  if (normal === '') return [];
  const ranked = SPORTS.map((sport) => rankSport(sport, normal)).filter((entry) => entry !== null);
  for (const [word, meanings] of Object.entries(REGIONAL_NAMES)) {
    if (!word.startsWith(normal)) continue;
    const meant = ranked.find(
      (entry) => entry.sport.key === ((region && meanings[region]) ?? meanings.anywhere),
    );
    if (meant) meant.rank = -1;
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ sport, matched }) => ({ key: sport.key, name: sport.name, ...(matched ? { matched } : {}) }));
}

/** Several typed sports, each resolved, a sport named twice ("Track", "Athletics") kept once, in order. */
export function resolveSports(labels: readonly string[], region: SportRegion | null = null): ResolvedSport[] {
  const resolved: ResolvedSport[] = [];
  for (const label of labels) {
    const sport = resolveSport(label, region);
    const name = normaliseSportName(sport.sport);
    if (name !== '' && !resolved.some((kept) => normaliseSportName(kept.sport) === name))
      resolved.push(sport);
  }
  return resolved;
}
