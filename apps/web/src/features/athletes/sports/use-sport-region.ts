// Where the person is, for reading "football" and "hockey" (core REGIONAL_NAMES): the country they gave, else
// the browser's language region. The server reads the account's country the same way.
import { regionOfCountry, regionOfLocale, type SportRegion } from '@podium/core/sports';
import { useAppSelector } from '../../../state/hooks.ts';

export function sportRegionOf(country: string | null | undefined): SportRegion | null {
  const locale = typeof navigator === 'undefined' ? null : navigator.language;
  return regionOfCountry(country) ?? (country ? null : regionOfLocale(locale));
}

/** The signed-in person's region. */
export function useSportRegion(): SportRegion | null {
  const country = useAppSelector((state) => state.auth.user?.country);
  return sportRegionOf(country);
}
