// Issue 22, item 13: every request field that takes a typed sport refuses a word naming several sports, naming
// each, so a form asks and the API answers 400; a catalogue name, an alias or an other sport passes.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AddSportSchema,
  AthleteSearchQuerySchema,
  CreateAthleteProfileSchema,
  CreateCoachProfileSchema,
  CreateOrganisationSchema,
  OrgDetailsSchema,
  RegistrationSchema,
  UpdateSportSchema,
} from './index.ts';

const registration = {
  name: 'Maya Okafor',
  email: 'maya@example.com',
  birthDate: '2000-05-04',
  password: 'sprinter123',
  userType: 1,
  agreedToTerms: true,
};

/** Each field that takes a sport, as a body holding `sport`. */
const FIELDS: [string, z.ZodType, (sport: string) => unknown][] = [
  ['athlete profile', CreateAthleteProfileSchema, (sport) => ({ sportingCred: [{ sport, main: true }] })],
  ['added sport', AddSportSchema, (sport) => ({ sport })],
  ['renamed sport', UpdateSportSchema, (sport) => ({ sport })],
  ['coach profile', CreateCoachProfileSchema, (sport) => ({ sports: [sport] })],
  ['organisation', CreateOrganisationSchema, (sport) => ({ name: 'Cork City', sport })],
  ['organisation at sign-up', OrgDetailsSchema, (sport) => ({ sport })],
  ['registration', RegistrationSchema, (sport) => ({ ...registration, sportsArray: [sport] })],
  ['athlete search', AthleteSearchQuerySchema, (sport) => ({ sport })],
];

describe('a typed sport in any request', () => {
  it.each(
    FIELDS,
  )('%s: "football" and "hockey" are asked about, never read as one sport', (_, schema, body) => {
    const football = schema.safeParse(body('Football'));
    expect(football.error?.issues.map((issue) => issue.message)).toEqual([
      '"Football" could mean Football (soccer), American football or Canadian football: say which',
    ]);
    expect(schema.safeParse(body(' hockey ')).error?.issues[0]?.message).toBe(
      '"hockey" could mean Field hockey or Ice hockey: say which',
    );
  });

  it.each(FIELDS)('%s: a catalogue name, an alias or an other sport passes', (_, schema, body) => {
    for (const sport of ['Football (soccer)', 'American football', 'soccer', 'Ice hockey', 'Kabaddi']) {
      expect(schema.safeParse(body(sport)).error?.issues, sport).toBeUndefined();
    }
  });
});
