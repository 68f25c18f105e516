// Where the person is, to offer first the sport "football" or "hockey" mostly means there (core
// AMBIGUOUS_SPORT_NAMES); it never picks one, the field asks. The country they gave, else the browser's language region.
import { regionOfCountry, regionOfLocale, type SportRegion } from '@podium/core/sports';
import { useAppSelector } from './hooks.ts';

export function sportRegionOf(country: string | null | undefined): SportRegion | null {
  const locale = typeof navigator === 'undefined' ? null : navigator.language;
  return regionOfCountry(country) ?? (country ? null : regionOfLocale(locale));
}

/** The signed-in person's region. */
export function useSportRegion(): SportRegion | null {
  const country = useAppSelector((state) => state.auth.user?.country);
  return sportRegionOf(country);
}
