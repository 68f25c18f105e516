// Picking a coach to ask for an endorsement, by name (GET /api/search/name?types=coach); an empty name asks nothing.
import { useEffect, useId, useState } from 'react';
import { useSearchNamesQuery } from '../search/search-api.ts';

/** Waits until typing pauses, so every keystroke is not a call. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface CoachRequestPickerProps {
  onPick: (coachId: string) => void;
  isBusy: boolean;
  /** Coaches already asked (at any stage): shown, not offered again. */
  asked: ReadonlySet<string>;
}

export function CoachRequestPicker({ onPick, isBusy, asked }: CoachRequestPickerProps) {
  const inputId = useId();
  const [name, setName] = useState('');
  const settled = useSettled(name.trim());
  const found = useSearchNamesQuery({ name: settled, types: 'coach' }, { skip: settled === '' });
  const results = settled === '' ? [] : (found.data?.results ?? []);
  return (
    <div className="endorse-picker">
      <label htmlFor={inputId} className="field__label">
        Ask a coach for an endorsement
      </label>
      <input
        id={inputId}
        className="field__input"
        type="search"
        value={name}
        maxLength={100}
        placeholder="Start typing a coach’s name"
        onChange={(event) => setName(event.target.value)}
      />
      {settled !== '' && (
        <div aria-live="polite">
          {found.isFetching && <p className="muted">Searching...</p>}
          {found.isError && <p className="field__error">Search failed. Please try again.</p>}
          {!found.isFetching && !found.isError && results.length === 0 && (
            <p className="muted">No coach found by that name.</p>
          )}
          <ul className="endorse-list">
            {results.map((coach) => (
              <li key={coach.profileId} className="endorse-row">
                <span className="endorse-row__name">
                  {coach.name}
                  {coach.place && <span className="muted"> · {coach.place}</span>}
                </span>
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  disabled={isBusy || asked.has(coach.profileId)}
                  onClick={() => onPick(coach.profileId)}
                >
                  {asked.has(coach.profileId) ? 'Asked' : 'Ask'}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
