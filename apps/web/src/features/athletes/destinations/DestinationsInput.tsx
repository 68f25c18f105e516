// Desired destinations while creating a profile: typed and added as removable chips.
import { PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Chip, Chips } from '../../../ui/Chip.tsx';
import styles from './DestinationsInput.module.css';

const MAX_DESTINATIONS = PROFILE_LIMITS.destinations;

export function DestinationsInput({
  value,
  onChange,
}: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');

  function add() {
    const destination = draft.trim().slice(0, PROFILE_LIMITS.destinationLength);
    if (!destination) return;
    const isKnown = value.some((existing) => existing.toLowerCase() === destination.toLowerCase());
    if (!isKnown && value.length < MAX_DESTINATIONS) onChange([...value, destination]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  const isFull = value.length >= MAX_DESTINATIONS;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Where you want to play or study <span className="field__optional">(optional)</span>
      </label>
      {value.length > 0 && (
        <Chips tone="input" label="Destinations added">
          {value.map((destination) => (
            <Chip
              key={destination}
              removeName={destination}
              onRemove={() => onChange(value.filter((existing) => existing !== destination))}
            >
              {destination}
            </Chip>
          ))}
        </Chips>
      )}
      <div className={styles.add}>
        <input
          id={id}
          className="field__input"
          value={draft}
          placeholder="e.g. NCAA Division I, Spain, Premiership academy"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={add} disabled={isFull}>
          Add
        </Button>
      </div>
      {isFull && <p className="field__hint">{PROFILE_FULL.destinations}: remove one to add another.</p>}
    </div>
  );
}
