import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGIONAL_NAMES, SPORTS } from './catalogue.ts';
import {
  findSport,
  normaliseSportName,
  regionOfCountry,
  regionOfLocale,
  resolveSport,
  resolveSports,
  sportByKey,
  suggestSports,
} from './resolve.ts';

describe('the sports catalogue', () => {
  it('gives each key, name and alias to one sport, and no regional word to any', () => {
    const keys = SPORTS.map((sport) => sport.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = SPORTS.flatMap((sport) => [sport.name, ...sport.aliases].map(normaliseSportName));
    expect(new Set(names).size).toBe(names.length);
    for (const word of Object.keys(REGIONAL_NAMES)) expect(names).not.toContain(word);
  });

  it('writes aliases as they are matched, and points regional words at real sports', () => {
    for (const sport of SPORTS) {
      for (const alias of sport.aliases) expect(normaliseSportName(alias)).toBe(alias);
    }
    for (const meanings of Object.values(REGIONAL_NAMES)) {
      for (const key of Object.values(meanings)) expect(sportByKey(key)).toBeDefined();
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

  it('reads football and hockey by where the person is', () => {
    expect(resolveSport('Football').sport).toBe('Football (soccer)');
    expect(resolveSport('Football', 'US').sport).toBe('American football');
    expect(resolveSport('football', 'CA').sport).toBe('Canadian football');
    expect(resolveSport('Hockey').sport).toBe('Field hockey');
    expect(resolveSport('hockey', 'US').sport).toBe('Ice hockey');
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
        fc.string({ maxLength: 40 }),
        fc.constantFrom(null, 'US' as const, 'CA' as const),
        (label, region) => {
          const resolved = resolveSport(label, region);
          if (resolved.other) expect(resolved.sport).toBe(label.trim());
          else expect(SPORTS.map((sport) => sport.name)).toContain(resolved.sport);
          expect(resolveSport(resolved.sport, region)).toEqual(resolved);
        },
      ),
    );
  });
});

describe('resolveSports', () => {
  it('resolves each and keeps a sport named twice once', () => {
    expect(resolveSports(['Track', 'athletics', 'Gridiron', 'Knitting', 'knitting', ' '], 'US')).toEqual([
      { sport: 'Athletics', other: false },
      { sport: 'American football', other: false },
      { sport: 'Knitting', other: true },
    ]);
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

  it('puts first what football and hockey mean where the person is', () => {
    expect(names('foot')[0]).toBe('Football (soccer)');
    expect(names('foot')).toContain('American football');
    expect(names('foot', 'US')[0]).toBe('American football');
    expect(names('Football', 'CA')[0]).toBe('Canadian football');
    expect(names('hock')[0]).toBe('Field hockey');
    expect(names('hock', 'US')[0]).toBe('Ice hockey');
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
