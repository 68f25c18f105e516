// The leaderboard's filters (issue 24): the change since a day, gender, an age range and verified results only. Each
// change asks the server again; the server checks them (bounded zod) and its refusal is shown in the board's place.

import { Fieldset } from '../../ui/Fieldset.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './LeaderboardFiltersForm.module.css';

export interface FilterValues {
  since: string;
  gender: string;
  minAge: string;
  maxAge: string;
  isVerifiedOnly: boolean;
}

const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non-binary', label: 'Non-binary' },
];

export function LeaderboardFiltersForm({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) {
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  return (
    <Fieldset legend="Filters" isRow>
      {/* A date input is as wide as its text by default, wider than a phone's column: it overlapped Gender. */}
      <div className={styles.date}>
        <TextField
          label="Change since"
          optional
          type="date"
          value={values.since}
          onChange={(event) => set({ since: event.target.value })}
        />
      </div>
      <SelectField
        label="Gender"
        placeholder="Any"
        options={GENDERS}
        value={values.gender}
        onChange={(event) => set({ gender: event.target.value })}
      />
      <TextField
        label="Age from"
        optional
        type="number"
        min={0}
        max={120}
        inputMode="numeric"
        value={values.minAge}
        onChange={(event) => set({ minAge: event.target.value })}
      />
      <TextField
        label="Age to"
        optional
        type="number"
        min={0}
        max={120}
        inputMode="numeric"
        value={values.maxAge}
        onChange={(event) => set({ maxAge: event.target.value })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.isVerifiedOnly}
          onChange={(event) => set({ isVerifiedOnly: event.target.checked })}
        />
        Verified results only
      </label>
    </Fieldset>
  );
}
