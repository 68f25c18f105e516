// isDiscoverable: the one rule deciding who sees a person, checked over every combination of its facts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  type DiscoverablePerson,
  isDiscoverable,
  isMinor,
  needsCaregiverConsent,
  type Onlooker,
} from './visibility.ts';

const TODAY = new Date('2026-03-10T12:00:00Z');

/** A birth date `years` years before TODAY, plus or minus a few days around the birthday. */
function bornYearsAgo(years: number, dayShift = 0): string {
  const date = new Date(Date.UTC(2026 - years, 2, 10 + dayShift));
  return date.toISOString().slice(0, 10);
}

const isoDay = fc
  .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2026-03-09T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const person = fc.record({
  userId: fc.constantFrom('u-1', 'u-2', 'u-3'),
  birthDate: isoDay,
  isPublic: fc.boolean(),
  hasCaregiverConsent: fc.boolean(),
});

const onlooker: fc.Arbitrary<Onlooker> = fc.oneof(
  fc.constant(ANONYMOUS),
  fc.record({ kind: fc.constant('member' as const), userId: fc.constantFrom('u-1', 'u-2', 'u-3') }),
  fc.record({ kind: fc.constant('caregiver' as const), ofUserId: fc.constantFrom('u-1', 'u-2', 'u-3') }),
);

const isSelf = (p: DiscoverablePerson, o: Onlooker) => o.kind === 'member' && o.userId === p.userId;
const isTheirCaregiver = (p: DiscoverablePerson, o: Onlooker) =>
  o.kind === 'caregiver' && o.ofUserId === p.userId;

describe('isMinor', () => {
  it('counts whole years on the day asked: 16 on the birthday, not the day before', () => {
    expect(isMinor({ birthDate: bornYearsAgo(16) }, TODAY)).toBe(false);
    expect(isMinor({ birthDate: bornYearsAgo(16, 1) }, TODAY)).toBe(true);
    expect(isMinor({ birthDate: bornYearsAgo(14) }, TODAY)).toBe(true);
  });

  it('treats a birth date it cannot read as a minor, so a mistake hides rather than shows', () => {
    for (const birthDate of ['', 'not a date', '2010-xx-01']) {
      expect(isMinor({ birthDate }, TODAY), birthDate).toBe(true);
    }
  });
});

describe('isDiscoverable', () => {
  it('always shows a person to themself', () => {
    fc.assert(
      fc.property(person, (p) => {
        expect(isDiscoverable(p, { kind: 'member', userId: p.userId }, TODAY)).toBe(true);
      }),
    );
  });

  it('shows a person of 16 or over to every signed-in member, consent or not', () => {
    fc.assert(
      fc.property(person, fc.constantFrom('u-1', 'u-2', 'u-3'), (p, viewerId) => {
        fc.pre(!isMinor(p, TODAY));
        expect(isDiscoverable(p, { kind: 'member', userId: viewerId }, TODAY)).toBe(true);
      }),
    );
  });

  it('shows a minor without consent to themself and their caregiver only', () => {
    fc.assert(
      fc.property(person, onlooker, (p, o) => {
        fc.pre(needsCaregiverConsent(p, TODAY));
        expect(isDiscoverable(p, o, TODAY)).toBe(isSelf(p, o) || isTheirCaregiver(p, o));
      }),
    );
  });

  it('never shows a profile that is not public to someone not signed in (a caregiver link only for a minor)', () => {
    fc.assert(
      fc.property(person, (p) => {
        fc.pre(!p.isPublic);
        expect(isDiscoverable(p, ANONYMOUS, TODAY)).toBe(false);
        expect(isDiscoverable(p, { kind: 'caregiver', ofUserId: p.userId }, TODAY)).toBe(isMinor(p, TODAY));
      }),
    );
  });

  it('shows a public profile to anyone once its owner is 16 or their caregiver consented', () => {
    fc.assert(
      fc.property(person, onlooker, (p, o) => {
        fc.pre(p.isPublic && !needsCaregiverConsent(p, TODAY));
        expect(isDiscoverable(p, o, TODAY)).toBe(true);
      }),
    );
  });

  it('gives a caregiver link nothing over anyone else for another person, or once the athlete is 16', () => {
    fc.assert(
      fc.property(person, fc.constantFrom('u-1', 'u-2', 'u-3'), (p, ofUserId) => {
        fc.pre(ofUserId !== p.userId || !isMinor(p, TODAY));
        expect(isDiscoverable(p, { kind: 'caregiver', ofUserId }, TODAY)).toBe(
          isDiscoverable(p, ANONYMOUS, TODAY),
        );
      }),
    );
  });

  it('makes a minor their own keeper on their 16th birthday, with nothing to run', () => {
    const minor = { userId: 'u-1', birthDate: '2010-03-11', isPublic: true, hasCaregiverConsent: false };
    const coach = { kind: 'member' as const, userId: 'u-2' };
    expect(isDiscoverable(minor, coach, new Date('2026-03-10T23:00:00Z'))).toBe(false);
    expect(isDiscoverable(minor, ANONYMOUS, new Date('2026-03-10T23:00:00Z'))).toBe(false);
    expect(isDiscoverable(minor, coach, new Date('2026-03-11T00:00:00Z'))).toBe(true);
    expect(isDiscoverable(minor, ANONYMOUS, new Date('2026-03-11T00:00:00Z'))).toBe(true);
  });

  it('never hides more as time passes: what is discoverable today stays so later, facts unchanged', () => {
    fc.assert(
      fc.property(person, onlooker, fc.integer({ min: 1, max: 20 * 365 }), (p, o, days) => {
        const later = new Date(TODAY.getTime() + days * 86_400_000);
        fc.pre(!isTheirCaregiver(p, o));
        if (isDiscoverable(p, o, TODAY)) expect(isDiscoverable(p, o, later)).toBe(true);
      }),
    );
  });
});
