// Sports as chips, each added from the catalogue's suggestions (features/athletes/sports) or typed as an other
// sport, as athletes' sports are.
import { useState } from 'react';
import { SportCombobox } from '../athletes/sports/SportCombobox.tsx';
import { useSportRegion } from '../athletes/sports/use-sport-region.ts';

const MAX_SPORTS = 10;

export function SportsPicker({
  sports,
  onChange,
}: {
  sports: string[];
  onChange: (sports: string[]) => void;
}) {
  const region = useSportRegion();
  const [draft, setDraft] = useState('');
  function add(name: string) {
    const sport = name.trim();
    if (sport && !sports.includes(sport) && sports.length < MAX_SPORTS) onChange([...sports, sport]);
    setDraft('');
  }
  return (
    <div className="field">
      {sports.length > 0 && (
        <ul className="chips" aria-label="Chosen sports">
          {sports.map((sport) => (
            <li key={sport} className="chip">
              {sport}
              <button
                type="button"
                aria-label={`Remove ${sport}`}
                onClick={() => onChange(sports.filter((s) => s !== sport))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <SportCombobox
        label="Add a sport"
        value={draft}
        onChange={setDraft}
        onPick={add}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(draft);
          }
        }}
        region={region}
        exclude={sports}
        optional
        showHint={false}
        placeholder="Start typing, then pick or press Enter"
      />
    </div>
  );
}
