// The athlete's sports as removable chips, added by typing (with suggestions) and Enter or Add.
import { type KeyboardEvent, useId, useState } from 'react';

export const SPORT_SUGGESTIONS = [
  'American Football',
  'Athletics',
  'Badminton',
  'Baseball',
  'Basketball',
  'Boxing',
  'Cricket',
  'Cycling',
  'Field Hockey',
  'Football (Soccer)',
  'Golf',
  'Gymnastics',
  'Handball',
  'Ice Hockey',
  'Lacrosse',
  'Martial Arts',
  'Netball',
  'Rowing',
  'Rugby',
  'Softball',
  'Swimming',
  'Tennis',
  'Track and Field',
  'Volleyball',
  'Wrestling',
] as const;

const MAX_SPORTS = 20;

interface SportsInputProps {
  value: string[];
  onChange: (sports: string[]) => void;
  error?: string | undefined;
}

export function SportsInput({ value, onChange, error }: SportsInputProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const listId = useId();

  function addDraft() {
    const sport = draft.trim().slice(0, 60);
    if (!sport) return;
    const isKnown = value.some((existing) => existing.toLowerCase() === sport.toLowerCase());
    if (!isKnown && value.length < MAX_SPORTS) onChange([...value, sport]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  }

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        Your sports <span className="field__optional">(optional)</span>
      </label>
      {value.length > 0 && (
        <ul className="chips" aria-label="Sports added">
          {value.map((sport) => (
            <li key={sport} className="chip">
              {sport}
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove ${sport}`}
                onClick={() => onChange(value.filter((existing) => existing !== sport))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="sports-input__row">
        <input
          id={inputId}
          className="field__input"
          list={listId}
          value={draft}
          placeholder="e.g. Basketball"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
        />
        <button type="button" className="btn btn--secondary" onClick={addDraft}>
          Add
        </button>
      </div>
      <datalist id={listId}>
        {SPORT_SUGGESTIONS.filter((sport) => !value.includes(sport)).map((sport) => (
          <option key={sport} value={sport} />
        ))}
      </datalist>
      {error && <span className="field__error">{error}</span>}
    </div>
  );
}
