// Sports as chips, each added from the catalogue's suggestions (features/athletes/sports) or typed as an other
// sport, as athletes' sports are; a word naming several sports is asked about, never added as one.
import { ambiguousMeanings } from '@podium/core/sports';
import { useSportRegion } from '../../state/use-sport-region.ts';
import { Chip, Chips } from '../../ui/Chip.tsx';
import { SportCombobox } from '../../ui/SportCombobox.tsx';
import styles from './SportsPicker.module.css';

const MAX_SPORTS = 10;

/** The sports with `name` added (trimmed), unless it is blank, already there or one too many. */
export function withSport(sports: readonly string[], name: string): string[] {
  const sport = name.trim();
  return sport && !sports.includes(sport) && sports.length < MAX_SPORTS ? [...sports, sport] : [...sports];
}

/**
 * `draft` is what is typed in the field and not added yet: the form holds it, so that saving with a sport typed but
 * not picked keeps it rather than dropping it silently.
 */
export function SportsPicker({
  sports,
  onChange,
  draft,
  onDraftChange,
}: {
  sports: string[];
  onChange: (sports: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
}) {
  const region = useSportRegion();
  function add(name: string) {
    // "football" waits for the coach to pick which sport, under the field (SportCombobox asks).
    if (ambiguousMeanings(name)) return;
    onChange(withSport(sports, name));
    onDraftChange('');
  }
  return (
    <div className={`field ${styles.picker}`}>
      {sports.length > 0 && (
        <Chips label="Chosen sports" className={styles.chips}>
          {sports.map((sport) => (
            <Chip key={sport} removeName={sport} onRemove={() => onChange(sports.filter((s) => s !== sport))}>
              {sport}
            </Chip>
          ))}
        </Chips>
      )}
      <SportCombobox
        label="Add a sport"
        value={draft}
        onChange={onDraftChange}
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
