// Editing quick stats as rows of name and value; used when creating a profile and when editing it.

import { QuickStatsSchema } from '@podium/core/api/athletes';
import { PROFILE_LIMITS } from '@podium/core/api/profile-limits';
import { Button } from '../../../ui/Button.tsx';
import styles from './StatRowsEditor.module.css';

export interface StatRow {
  id: string;
  label: string;
  value: string;
}

const MAX_STATS = PROFILE_LIMITS.quickStats;
const EXAMPLES: Record<string, string> = {
  height: 'e.g. 175 cm',
  weight: 'e.g. 68 kg',
  'years playing': 'e.g. 7',
};
let nextRowId = 0;

export function statRow(label = '', value = ''): StatRow {
  nextRowId += 1;
  return { id: `stat-${nextRowId}`, label, value };
}

export function rowsFromStats(stats: Record<string, string>): StatRow[] {
  return Object.entries(stats).map(([label, value]) => statRow(label, value));
}

/** Rows -> the quickStats record, or the first problem. A row without a value is skipped: a name alone says nothing. */
export function statsFromRows(
  rows: readonly StatRow[],
): { stats: Record<string, string> } | { error: string } {
  const filled = rows.filter((row) => row.value.trim() !== '');
  const stats: Record<string, string> = {};
  for (const row of filled) {
    const label = row.label.trim();
    if (label === '') return { error: `Give "${row.value.trim()}" a name` };
    if (label in stats) return { error: `"${label}" is listed twice` };
    stats[label] = row.value.trim();
  }
  const checked = QuickStatsSchema.safeParse(stats);
  return checked.success
    ? { stats: checked.data }
    : { error: checked.error.issues[0]?.message ?? 'Check your stats' };
}

interface StatRowsEditorProps {
  rows: readonly StatRow[];
  onChange: (rows: StatRow[]) => void;
}

export function StatRowsEditor({ rows, onChange }: StatRowsEditorProps) {
  function update(id: string, change: Partial<StatRow>) {
    onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }
  return (
    <div className={styles.rows}>
      {rows.map((row, index) => (
        <div key={row.id} className={styles.row}>
          <input
            className="field__input"
            aria-label={`Stat ${index + 1} name`}
            placeholder="e.g. Height"
            maxLength={PROFILE_LIMITS.quickStatNameLength}
            value={row.label}
            onChange={(event) => update(row.id, { label: event.target.value })}
          />
          <input
            className="field__input"
            aria-label={`Stat ${index + 1} value`}
            placeholder={EXAMPLES[row.label.trim().toLowerCase()] ?? 'Value'}
            maxLength={PROFILE_LIMITS.quickStatValueLength}
            value={row.value}
            onChange={(event) => update(row.id, { value: event.target.value })}
          />
          <Button variant="link-danger" onClick={() => onChange(rows.filter((other) => other.id !== row.id))}>
            Remove<span className="visually-hidden"> stat {index + 1}</span>
          </Button>
        </div>
      ))}
      {rows.length < MAX_STATS && (
        <Button size="small" onClick={() => onChange([...rows, statRow()])}>
          Add a stat
        </Button>
      )}
    </div>
  );
}
