// Sport names offered while typing (the same list registration suggests).
import { SPORT_SUGGESTIONS } from '../auth/register/SportsInput.tsx';

export const SPORT_LIST_ID = 'athlete-sport-suggestions';

export function SportSuggestions() {
  return (
    <datalist id={SPORT_LIST_ID}>
      {SPORT_SUGGESTIONS.map((sport) => (
        <option key={sport} value={sport} />
      ))}
    </datalist>
  );
}
