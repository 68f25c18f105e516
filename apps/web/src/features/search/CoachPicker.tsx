// Finding a coach by name to act on (invite as collaborator, ask for an endorsement): the name search,
// GET /api/search/name?types=coach, typos forgiven; an empty name asks nothing (profiles spec 5).
import type { SearchCard } from '@podium/core/api/search';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import styles from './CoachPicker.module.css';
import { useSearchNamesQuery } from './search-api.ts';
import { useSettled } from './use-settled.ts';

interface CoachPickerProps {
  /** The field's label, which says what picking does: "Invite a coach by name". */
  label: string;
  /** The button beside each coach ("Invite"), and what it says for one already picked ("Invited"). */
  action: string;
  done: string;
  onPick: (coach: SearchCard) => void;
  isBusy: boolean;
  /** Coaches already picked: shown, not offered again. */
  taken: ReadonlySet<string>;
}

export function CoachPicker({ label, action, done, onPick, isBusy, taken }: CoachPickerProps) {
  const inputId = useId();
  const [name, setName] = useState('');
  const settled = useSettled(name.trim());
  const found = useSearchNamesQuery({ name: settled, types: 'coach' }, { skip: settled === '' });
  const results = settled === '' ? [] : (found.data?.results ?? []);
  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className="field__label">
        {label}
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
        <div className={styles.results} aria-live="polite">
          {found.isFetching && <p className="muted">Searching...</p>}
          {found.isError && <p className="field__error">Search failed. Please try again.</p>}
          {!found.isFetching && !found.isError && results.length === 0 && (
            <p className="muted">No coach found by that name.</p>
          )}
          <ul>
            {results.map((coach) => (
              <li key={coach.profileId} className={styles.row}>
                <span className={styles.name}>
                  {coach.name}
                  {coach.place && <span className="muted"> · {coach.place}</span>}
                </span>
                <Button
                  variant="primary"
                  size="small"
                  disabled={isBusy || taken.has(coach.profileId)}
                  onClick={() => onPick(coach)}
                >
                  {taken.has(coach.profileId) ? done : action}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
