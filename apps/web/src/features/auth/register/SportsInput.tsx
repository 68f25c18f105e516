// The athlete's sports as removable chips, added by picking a catalogue suggestion or typing and Enter or Add.
// Each is kept as the catalogue names it (core resolveSport), or as typed when it is an other sport; a word naming
// several sports is not added until the person picks which (SportCombobox asks). The server keeps them with the
// account and /create-profile starts from them (issue 8).
import { isAmbiguous, resolveSport, type SportRegion } from '@podium/core/sports';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Chip, Chips } from '../../../ui/Chip.tsx';
import { SportCombobox } from '../../../ui/SportCombobox.tsx';
import styles from './SportsInput.module.css';

const MAX_SPORTS = 20;

function isOther(sport: string): boolean {
  const resolved = resolveSport(sport);
  return !isAmbiguous(resolved) && resolved.other;
}

interface SportsInputProps {
  value: string[];
  onChange: (sports: string[]) => void;
  region: SportRegion | null;
  error?: string | undefined;
}

export function SportsInput({ value, onChange, region, error }: SportsInputProps) {
  const [draft, setDraft] = useState('');
  const hasOther = value.some(isOther);

  function add(typed: string) {
    const resolved = resolveSport(typed.slice(0, 60));
    // "football" waits for the person to pick which sport, under the field.
    if (isAmbiguous(resolved)) return;
    const sport = resolved.sport;
    if (!sport) return;
    const isKnown = value.some((existing) => existing.toLowerCase() === sport.toLowerCase());
    if (!isKnown && value.length < MAX_SPORTS) onChange([...value, sport]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(draft);
    }
  }

  return (
    <div>
      {value.length > 0 && (
        <Chips tone="input" label="Sports added">
          {value.map((sport) => (
            <Chip
              key={sport}
              removeName={sport}
              onRemove={() => onChange(value.filter((existing) => existing !== sport))}
            >
              {sport}
              {isOther(sport) && <span> (other)</span>}
            </Chip>
          ))}
        </Chips>
      )}
      <div className={styles.row}>
        <SportCombobox
          label="Your sports"
          optional
          placeholder="e.g. Basketball"
          region={region}
          exclude={value}
          value={draft}
          onChange={setDraft}
          onPick={add}
          onKeyDown={onKeyDown}
          error={error}
          showHint={false}
        />
        <Button className={styles.add} onClick={() => add(draft)}>
          Add
        </Button>
      </div>
      {hasOther && (
        <p className="field__hint">
          Sports marked (other) are not in our list: they are saved as you wrote them and not ranked by sport.
        </p>
      )}
    </div>
  );
}
