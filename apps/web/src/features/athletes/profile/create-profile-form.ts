// The create-profile form: the core schema's sports and bio, and the request built from the whole form.
import { CreateAthleteProfileSchema } from '@podium/core/api/athletes';
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { isAmbiguous, resolveSports } from '@podium/core/sports';
import type { z } from 'zod';
import type { CreateProfileRequest } from '../athlete-api.ts';
import { textOrUndefined } from '../form-values.ts';

export const CreateProfileFormSchema = CreateAthleteProfileSchema.pick({ sportingCred: true, bio: true });
export type CreateProfileInput = z.input<typeof CreateProfileFormSchema>;
export type CreateProfileValues = z.output<typeof CreateProfileFormSchema>;

export const EMPTY_SPORT = { sport: '', position: '', level: '', team: '' };

/**
 * The form's first sport rows: those named at registration, in catalogue names, or one empty row. A word naming
 * several sports stays as written, so its field asks which (SportCombobox).
 */
export function sportRowsFrom(signupSports: readonly string[]) {
  const sports = resolveSports(signupSports).slice(0, PROFILE_LIMITS.sports);
  if (sports.length === 0) return [{ ...EMPTY_SPORT }];
  return sports.map((sport) => ({ ...EMPTY_SPORT, sport: isAmbiguous(sport) ? sport.label : sport.sport }));
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
