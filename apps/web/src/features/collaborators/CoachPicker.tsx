// Finding a coach to invite by name (the name search, GET /api/search/name?types=coach); an empty name asks nothing.
import type { SearchCard } from '@podium/core/api/search';
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

interface CoachPickerProps {
  onPick: (coach: SearchCard) => void;
  isBusy: boolean;
  /** Coaches already invited or collaborating: shown, not offered again. */
  taken: ReadonlySet<string>;
}

export function CoachPicker({ onPick, isBusy, taken }: CoachPickerProps) {
  const inputId = useId();
  const [name, setName] = useState('');
  const settled = useSettled(name.trim());
  const found = useSearchNamesQuery({ name: settled, types: 'coach' }, { skip: settled === '' });
  const results = settled === '' ? [] : (found.data?.results ?? []);
  return (
    <div className="coach-picker">
      <label htmlFor={inputId} className="field__label">
        Invite a coach by name
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
        <div className="coach-picker__results" aria-live="polite">
          {found.isFetching && <p className="muted">Searching...</p>}
          {found.isError && <p className="field__error">Search failed. Please try again.</p>}
          {!found.isFetching && !found.isError && results.length === 0 && (
            <p className="muted">No coach found by that name.</p>
          )}
          <ul>
            {results.map((coach) => (
              <li key={coach.profileId} className="collab-row">
                <span className="collab-row__name">
                  {coach.name}
                  {coach.place && <span className="muted"> · {coach.place}</span>}
                </span>
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  disabled={isBusy || taken.has(coach.profileId)}
                  onClick={() => onPick(coach)}
                >
                  {taken.has(coach.profileId) ? 'Invited' : 'Invite'}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
