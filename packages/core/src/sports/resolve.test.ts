import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS } from './catalogue.ts';
import {
  findSport,
  isAmbiguous,
  regionOfCountry,
  regionOfLocale,
  resolveSport,
  resolveSports,
  sportByKey,
  suggestSports,
} from './resolve.ts';
import { AMBIGUOUS_SPORT_NAMES, ambiguousSportMessage, normaliseSportName } from './words.ts';

describe('the sports catalogue', () => {
  it('gives each key, name and alias to one sport, and no word that names several to any', () => {
    const keys = SPORTS.map((sport) => sport.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = SPORTS.flatMap((sport) => [sport.name, ...sport.aliases].map(normaliseSportName));
    expect(new Set(names).size).toBe(names.length);
    for (const word of Object.keys(AMBIGUOUS_SPORT_NAMES)) expect(names).not.toContain(word);
  });

  it('writes aliases as they are matched, and points ambiguous words at real sports by key and name', () => {
    for (const sport of SPORTS) {
      for (const alias of sport.aliases) expect(normaliseSportName(alias)).toBe(alias);
    }
    for (const [word, meanings] of Object.entries(AMBIGUOUS_SPORT_NAMES)) {
      expect(normaliseSportName(word)).toBe(word);
      expect(meanings.length).toBeGreaterThan(1);
      for (const meaning of meanings) expect(sportByKey(meaning.key)?.name).toBe(meaning.name);
    }
  });

  it('holds the sports of the demo and the common team and individual sports', () => {
    for (const name of ['Basketball', 'Rugby', 'Athletics', 'Swimming', 'Rowing', 'Gaelic Football']) {
      expect(findSport(name)).toBeDefined();
    }
    for (const name of [
      'Volleyball',
      'Tennis',
      'Baseball',
      'Cricket',
      'Golf',
      'Boxing',
      'Cycling',
      'Netball',
    ]) {
      expect(findSport(name)).toBeDefined();
    }
  });
});

describe('resolveSport', () => {
  it('folds case, spacing and aliases into the canonical name', () => {
    expect(resolveSport('  track  &  FIELD ')).toEqual({ sport: 'Athletics', other: false });
    expect(resolveSport('Track')).toEqual({ sport: 'Athletics', other: false });
    expect(resolveSport('American Football')).toEqual({ sport: 'American football', other: false });
    expect(resolveSport('Gridiron')).toEqual({ sport: 'American football', other: false });
    expect(resolveSport('Soccer')).toEqual({ sport: 'Football (soccer)', other: false });
    expect(resolveSport('football (soccer)')).toEqual({ sport: 'Football (soccer)', other: false });
    expect(resolveSport('brazilian jiu jitsu')).toEqual({ sport: 'Brazilian jiu-jitsu', other: false });
  });

  it('never guesses what football or hockey means: it answers the question to ask, naming each sport', () => {
    expect(resolveSport(' Football ')).toEqual({
      label: 'Football',
      meanings: ['soccer', 'american-football', 'canadian-football'].map(sportByKey),
      message: '"Football" could mean Football (soccer), American football or Canadian football: say which',
    });
    expect(resolveSport('HOCKEY')).toMatchObject({
      message: '"HOCKEY" could mean Field hockey or Ice hockey: say which',
    });
    expect(findSport('football')).toBeUndefined();
    expect(ambiguousSportMessage('Football (soccer)')).toBeNull();
    // Names of an object's own prototype are sports like any other text (the contract test sent "constructor").
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(resolveSport(name), name).toEqual({ sport: name, other: true });
      expect(ambiguousSportMessage(name), name).toBeNull();
      expect(regionOfCountry(name), name).toBeNull();
    }
    expect(ambiguousSportMessage('ice-hockey')).toBeNull();
  });

  it('keeps anything else as an other sport with its label', () => {
    expect(resolveSport(' Underwater Basket Weaving ')).toEqual({
      sport: 'Underwater Basket Weaving',
      other: true,
    });
  });

  it('gives every catalogue name and alias back as its sport, in any case', () => {
    for (const sport of SPORTS) {
      for (const name of [sport.name, ...sport.aliases]) {
        expect(findSport(name)?.key).toBe(sport.key);
        expect(findSport(name.toUpperCase())?.key).toBe(sport.key);
      }
    }
  });

  it('answers a catalogue name or the typed label, and is stable once resolved', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom(...SPORTS.flatMap((sport) => [sport.name, ...sport.aliases])),
          fc.constantFrom(...Object.keys(AMBIGUOUS_SPORT_NAMES)),
        ),
        (label) => {
          const resolved = resolveSport(label);
          if (isAmbiguous(resolved)) {
            expect(ambiguousSportMessage(label)).toBe(resolved.message);
            for (const meaning of resolved.meanings)
              expect(resolveSport(meaning.name)).toMatchObject({ other: false });
            return;
          }
          if (resolved.other) expect(resolved.sport).toBe(label.trim());
          else expect(SPORTS.map((sport) => sport.name)).toContain(resolved.sport);
          expect(resolveSport(resolved.sport)).toEqual(resolved);
        },
      ),
    );
  });
});

describe('resolveSports', () => {
  it('resolves each and keeps a sport named twice once', () => {
    const resolved = resolveSports(['Track', 'athletics', 'Gridiron', 'Knitting', 'knitting', ' ', 'hockey']);
    expect(resolved.slice(0, 3)).toEqual([
      { sport: 'Athletics', other: false },
      { sport: 'American football', other: false },
      { sport: 'Knitting', other: true },
    ]);
    expect(resolved[3]).toMatchObject({ label: 'hockey', message: expect.stringContaining('could mean') });
    expect(resolved).toHaveLength(4);
  });
});

describe('regions', () => {
  it('reads the countries and locales that change a reading', () => {
    expect(regionOfCountry('United States')).toBe('US');
    expect(regionOfCountry('U.S.A.')).toBe('US');
    expect(regionOfCountry('canada')).toBe('CA');
    expect(regionOfCountry('Ireland')).toBeNull();
    expect(regionOfCountry(null)).toBeNull();
    expect(regionOfLocale('en-US')).toBe('US');
    expect(regionOfLocale('fr_CA')).toBe('CA');
    expect(regionOfLocale('en-GB')).toBeNull();
    expect(regionOfLocale('en')).toBeNull();
  });
});

describe('suggestSports', () => {
  const names = (query: string, region: 'US' | 'CA' | null = null) =>
    suggestSports(query, region).map((suggestion) => suggestion.name);

  it('suggests by name and by alias as the person types', () => {
    expect(names('bask')[0]).toBe('Basketball');
    expect(suggestSports('grid')).toEqual([
      { key: 'american-football', name: 'American football', matched: 'gridiron' },
    ]);
    expect(names('socc')[0]).toBe('Football (soccer)');
    expect(names('trac')).toContain('Athletics');
    expect(names('')).toEqual([]);
    expect(names('zzzz')).toEqual([]);
  });

  it('offers every sport football and hockey may mean first, what they mostly mean where the person is leading', () => {
    expect(names('foot').slice(0, 3)).toEqual([
      'Football (soccer)',
      'American football',
      'Canadian football',
    ]);
    expect(names('Football', 'US').slice(0, 3)).toEqual([
      'American football',
      'Football (soccer)',
      'Canadian football',
    ]);
    expect(names('Football', 'CA')[0]).toBe('Canadian football');
    expect(names('hock').slice(0, 2)).toEqual(['Field hockey', 'Ice hockey']);
    expect(names('hockey', 'US').slice(0, 2)).toEqual(['Ice hockey', 'Field hockey']);
  });

  it('offers at most the limit, each a catalogue sport', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: 10 }), (query, limit) => {
        const found = suggestSports(query, null, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        for (const suggestion of found) expect(sportByKey(suggestion.key)?.name).toBe(suggestion.name);
      }),
    );
  });
});
