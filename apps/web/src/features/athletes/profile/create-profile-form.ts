// The create-profile form: the core schema's sports and bio, and the request built from the whole form.
import { CreateAthleteProfileSchema } from '@podium/core/api/athletes';
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { resolveSports, type SportRegion } from '@podium/core/sports';
import type { z } from 'zod';
import type { CreateProfileRequest } from '../athlete-api.ts';
import { textOrUndefined } from '../form-values.ts';

export const CreateProfileFormSchema = CreateAthleteProfileSchema.pick({ sportingCred: true, bio: true });
export type CreateProfileInput = z.input<typeof CreateProfileFormSchema>;
export type CreateProfileValues = z.output<typeof CreateProfileFormSchema>;

export const EMPTY_SPORT = { sport: '', position: '', level: '', team: '' };

/** The form's first sport rows: those named at registration, in catalogue names, or one empty row. */
export function sportRowsFrom(signupSports: readonly string[], region: SportRegion | null) {
  const sports = resolveSports(signupSports, region).slice(0, PROFILE_LIMITS.sports);
  return sports.length > 0 ? sports.map(({ sport }) => ({ ...EMPTY_SPORT, sport })) : [{ ...EMPTY_SPORT }];
}

interface Extras {
  mainIndex: number;
  destinations: string[];
  quickStats: Record<string, string>;
}

/** POST /api/athleteProfile: exactly one main sport, and no empty optional text. */
export function buildCreateProfile(values: CreateProfileValues, extras: Extras): CreateProfileRequest {
  const mainIndex = extras.mainIndex < values.sportingCred.length ? extras.mainIndex : 0;
  return {
    sportingCred: values.sportingCred.map((sport, index) => ({
      sport: sport.sport,
      main: index === mainIndex,
      position: textOrUndefined(sport.position),
      level: textOrUndefined(sport.level),
      team: textOrUndefined(sport.team),
    })),
    bio: textOrUndefined(values.bio),
    desiredDestinations: extras.destinations,
    quickStats: extras.quickStats,
  };
}
