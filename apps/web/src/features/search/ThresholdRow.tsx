// One test threshold of the athlete search form: a test, under or over, a score in one of the test's units.
import { isMarkedUnit, PHYSICAL_TESTS } from '@podium/core';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Threshold } from './search-params.ts';
import styles from './ThresholdRow.module.css';

const RANKED_TESTS = PHYSICAL_TESTS.filter((test) => test.better !== null && test.units.length > 0);
export const TEST_OPTIONS = RANKED_TESTS.map((test) => ({ value: test.key, label: test.name }));

function unitsOf(testKey: string) {
  return (RANKED_TESTS.find((test) => test.key === testKey)?.units ?? []).map((unit) => ({
    value: unit,
    label: unit,
  }));
}

export function ThresholdRow(props: {
  threshold: Threshold;
  index: number;
  /** Why the score cannot be searched, beside it. */
  error: string | undefined;
  onChange: (next: Threshold | null) => void;
}) {
  const { threshold, index, error, onChange } = props;
  return (
    <fieldset className={styles.threshold}>
      <legend className="visually-hidden">Test {index + 1}</legend>
      <SelectField
        label="Test"
        options={TEST_OPTIONS}
        value={threshold.testKey}
        onChange={(event) => {
          const testKey = event.target.value;
          onChange({ ...threshold, testKey, unit: unitsOf(testKey)[0]?.value ?? '' });
        }}
      />
      <SelectField
        label="Is"
        options={[
          { value: 'under', label: 'under' },
          { value: 'over', label: 'over' },
        ]}
        value={threshold.op}
        onChange={(event) => onChange({ ...threshold, op: event.target.value === 'over' ? 'over' : 'under' })}
      />
      <TextField
        label="Score"
        // As the add-result form: 7:30 and 7'2" need marks a numeric keypad lacks.
        inputMode={isMarkedUnit(threshold.unit) ? 'text' : 'decimal'}
        maxLength={32}
        value={threshold.score}
        error={error}
        onChange={(event) => onChange({ ...threshold, score: event.target.value })}
      />
      <SelectField
        label="Unit"
        options={unitsOf(threshold.testKey)}
        value={threshold.unit}
        onChange={(event) => onChange({ ...threshold, unit: event.target.value })}
      />
      <Button className={styles.remove} onClick={() => onChange(null)}>
        Remove
      </Button>
    </fieldset>
  );
}
