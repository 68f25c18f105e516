// How much one athlete profile holds (issue 7, defect 13): one set of limits, for every path that adds to a profile
// (creation and each add) and for the forms. The server counts under the profile's lock, so two adds at once
// cannot both take the last place.
export const PROFILE_LIMITS = {
  /** Sports on a profile: a main one and a few others played seriously. */
  sports: 10,
  /** Highlight videos: a reel, not an archive (each may be 200 MB). */
  highlightVideos: 20,
  /** Quick stats: short labelled facts. */
  quickStats: 20,
  /** Desired destinations: countries, leagues or schools. */
  destinations: 20,
  bioLength: 1000,
  sportLength: 60,
  positionLength: 60,
  levelLength: 60,
  teamLength: 120,
  quickStatNameLength: 40,
  quickStatValueLength: 80,
  destinationLength: 120,
  videoTitleLength: 120,
} as const;

/** The words of a full profile part, the same on every path: 'A profile holds at most 10 sports'. */
export const PROFILE_FULL = {
  sports: `A profile holds at most ${PROFILE_LIMITS.sports} sports`,
  highlightVideos: `A profile holds at most ${PROFILE_LIMITS.highlightVideos} highlight videos`,
  quickStats: `A profile holds at most ${PROFILE_LIMITS.quickStats} quick stats`,
  destinations: `A profile holds at most ${PROFILE_LIMITS.destinations} destinations`,
} as const;

/** Graduation years an athlete may give: from this many years ago to this many ahead (a college prospect's school). */
export const GRADUATION_YEARS = { past: 30, ahead: 8 } as const;

/** The plausible graduation years on a day: [earliest, latest]. */
export function graduationYearRange(today: Date = new Date()): [number, number] {
  const year = today.getUTCFullYear();
  return [year - GRADUATION_YEARS.past, year + GRADUATION_YEARS.ahead];
}
