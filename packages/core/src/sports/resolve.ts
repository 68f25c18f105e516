// Reading what a person typed as a sport: the catalogue sport it names (by name or alias), a word that names
// several sports and must be asked about (words.ts; issue 22), or an "other" sport kept with its typed label, which
// is shown but never a ranking pool (design choices, issue 8). Every place a typed sport becomes a stored or
// searched one reads it here: profiles, coach and organisation forms, registration and every filter.
// Migration 0010 folded stored names with the rules of its day in SQL (its test compares them).
import { type CatalogueSport, SPORTS } from './catalogue.ts';
import {
  AMBIGUOUS_SPORT_NAMES,
  ambiguousMeanings,
  ambiguousSportMessage,
  meaningsFor,
  normaliseSportName,
  SEPARATORS,
  type SportRegion,
} from './words.ts';

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

/** The region a free-text country names ("United States", "U.S.A.", "Canada"), when it changes which sport is offered first. */
export function regionOfCountry(country: string | null | undefined): SportRegion | null {
  if (!country) return null;
  const name = country.toLowerCase().replace(SEPARATORS, '');
  return Object.hasOwn(COUNTRY_REGIONS, name) ? (COUNTRY_REGIONS[name] ?? null) : null;
}

/** The region of a BCP 47 locale ("en-US", "fr_CA"), when it changes which sport is offered first. */
export function regionOfLocale(locale: string | null | undefined): SportRegion | null {
  const region = locale?.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  return regionOfCountry(region);
}

/** The catalogue sport a typed name or alias names; none for a word that names several sports, or an other sport. */
export function findSport(label: string): CatalogueSport | undefined {
  return BY_NAME.get(normaliseSportName(label));
}

export interface ResolvedSport {
  /** The catalogue name, or for an other sport the label as typed (trimmed). */
  sport: string;
  /** Not in the catalogue: kept with its label, not a ranking pool. */
  other: boolean;
}

/** A typed word that names several sports ("football"): the person must say which. */
export interface AmbiguousSport {
  /** The label as typed, trimmed. */
  label: string;
  /** The catalogue sports it may mean. */
  meanings: readonly CatalogueSport[];
  /** What a form shows and a refusal says (words.ts ambiguousSportMessage). */
  message: string;
}

export type SportResolution = ResolvedSport | AmbiguousSport;

export const isAmbiguous = (resolution: SportResolution): resolution is AmbiguousSport =>
  'meanings' in resolution;

/**
 * What a typed sport is stored or searched as: its catalogue name, an other sport with its label, or, for a word
 * that names several sports, the question to ask. Where the person is never picks one of several meanings: the
 * same word reads the same for everyone (design choices, issue 22).
 */
export function resolveSport(label: string): SportResolution {
  const meanings = ambiguousMeanings(label);
  const message = ambiguousSportMessage(label);
  if (meanings && message) {
    return { label: label.trim(), meanings: meanings.flatMap(({ key }) => sportByKey(key) ?? []), message };
  }
  const known = findSport(label);
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
 * before the middle. A word that names several sports, typed or being typed ("foot" of "football"), puts each
 * sport it names first, the one people mostly mean where the person is (`region`) before the others.
 */
export function suggestSports(
  query: string,
  region: SportRegion | null = null,
  limit = 6,
): SportSuggestion[] {
  const normal = normaliseSportName(query);
  if (normal === '') return [];
  const ranked = SPORTS.map((sport) => rankSport(sport, normal)).filter((entry) => entry !== null);
  for (const [word, meanings] of Object.entries(AMBIGUOUS_SPORT_NAMES)) {
    if (!word.startsWith(normal)) continue;
    const ordered = meaningsFor(meanings, region);
    for (const [index, meaning] of ordered.entries()) {
      const meant = ranked.find((entry) => entry.sport.key === meaning.key);
      if (meant) meant.rank = index - ordered.length;
    }
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ sport, matched }) => ({ key: sport.key, name: sport.name, ...(matched ? { matched } : {}) }));
}

/** Several typed sports, each resolved, a sport named twice ("Track", "Athletics") kept once, in order. */
export function resolveSports(labels: readonly string[]): SportResolution[] {
  const resolved: SportResolution[] = [];
  const seen = new Set<string>();
  for (const label of labels) {
    const sport = resolveSport(label);
    const name = normaliseSportName(isAmbiguous(sport) ? sport.label : sport.sport);
    if (name !== '' && !seen.has(name)) {
      seen.add(name);
      resolved.push(sport);
    }
  }
  return resolved;
}
