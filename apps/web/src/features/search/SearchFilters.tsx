// The athlete search's filters: a form over the URL's filters; Search writes them back to the URL. On a phone the
// form folds behind a "Filters" button once a search is made, so the results come first; wider screens show it all.
import { PHYSICAL_TESTS } from '@podium/core';
import { SPORTS } from '@podium/core/sports';
import { type FormEvent, useId, useState } from 'react';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { type AthleteFilters, activeFilters, type Threshold } from './search-params.ts';

const RANKED_TESTS = PHYSICAL_TESTS.filter((test) => test.better !== null && test.units.length > 0);
const TEST_OPTIONS = RANKED_TESTS.map((test) => ({ value: test.key, label: test.name }));
const SPORT_OPTIONS = SPORTS.map((sport) => ({ value: sport.name, label: sport.name }));
const MAX_THRESHOLDS = 3;

function unitsOf(testKey: string) {
  return (RANKED_TESTS.find((test) => test.key === testKey)?.units ?? []).map((unit) => ({
    value: unit,
    label: unit,
  }));
}

function ThresholdRow(props: {
  threshold: Threshold;
  index: number;
  onChange: (next: Threshold | null) => void;
}) {
  const { threshold, index, onChange } = props;
  return (
    <fieldset className="search-threshold">
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
        inputMode="decimal"
        maxLength={32}
        value={threshold.score}
        onChange={(event) => onChange({ ...threshold, score: event.target.value })}
      />
      <SelectField
        label="Unit"
        options={unitsOf(threshold.testKey)}
        value={threshold.unit}
        onChange={(event) => onChange({ ...threshold, unit: event.target.value })}
      />
      <button
        type="button"
        className="btn btn--secondary search-threshold__remove"
        onClick={() => onChange(null)}
      >
        Remove
      </button>
    </fieldset>
  );
}

export function SearchFilters(props: {
  initial: AthleteFilters;
  onSearch: (filters: AthleteFilters) => void;
}) {
  const [filters, setFilters] = useState(props.initial);
  const active = activeFilters(props.initial);
  // Folded (phones only, search.css) when the URL already holds a search: its results are what the coach came for.
  const [open, setOpen] = useState(active === 0);
  const bodyId = useId();
  const set = (field: keyof AthleteFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(filters);
  };
  const setThreshold = (index: number, next: Threshold | null) => {
    const thresholds = [...filters.thresholds];
    if (next) thresholds[index] = next;
    else thresholds.splice(index, 1);
    setFilters({ ...filters, thresholds });
  };
  return (
    <form className="search-filters" onSubmit={submit} aria-label="Search filters">
      <button
        type="button"
        className="btn btn--secondary search-filters__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : active > 0 ? `Filters (${active} set)` : 'Filters'}
      </button>
      <div id={bodyId} className="search-filters__body" data-open={open}>
        <div className="search-filters__grid">
          <TextField label="Name" optional value={filters.name} maxLength={100} onChange={set('name')} />
          <SelectField
            label="Sport"
            optional
            placeholder="Any sport"
            options={
              // A sport outside the catalogue, from a link, is still shown as the one searched.
              filters.sport && !SPORT_OPTIONS.some((option) => option.value === filters.sport)
                ? [...SPORT_OPTIONS, { value: filters.sport, label: filters.sport }]
                : SPORT_OPTIONS
            }
            value={filters.sport}
            onChange={set('sport')}
          />
          <TextField
            label="Position"
            optional
            value={filters.position}
            maxLength={60}
            onChange={set('position')}
          />
          <SelectField
            label="Gender"
            optional
            placeholder="Any"
            options={[
              { value: 'Female', label: 'Female' },
              { value: 'Male', label: 'Male' },
            ]}
            value={filters.gender}
            onChange={set('gender')}
          />
          <TextField
            label="Age from"
            optional
            inputMode="numeric"
            value={filters.ageMin}
            maxLength={3}
            onChange={set('ageMin')}
          />
          <TextField
            label="Age to"
            optional
            inputMode="numeric"
            value={filters.ageMax}
            maxLength={3}
            onChange={set('ageMax')}
          />
          <TextField
            label="Class of, from"
            optional
            inputMode="numeric"
            value={filters.gradFrom}
            maxLength={4}
            onChange={set('gradFrom')}
          />
          <TextField
            label="Class of, to"
            optional
            inputMode="numeric"
            value={filters.gradTo}
            maxLength={4}
            onChange={set('gradTo')}
          />
          <TextField
            label="Country"
            optional
            value={filters.country}
            maxLength={80}
            onChange={set('country')}
          />
          <TextField label="State" optional value={filters.state} maxLength={80} onChange={set('state')} />
          <TextField label="City" optional value={filters.city} maxLength={80} onChange={set('city')} />
        </div>
        <h2 className="search-filters__heading">Test results</h2>
        {filters.thresholds.map((threshold, index) => (
          <ThresholdRow
            // The rows have no identity of their own; their place is their name.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
            key={index}
            threshold={threshold}
            index={index}
            onChange={(next) => setThreshold(index, next)}
          />
        ))}
        {filters.thresholds.length < MAX_THRESHOLDS && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() =>
              setFilters({
                ...filters,
                thresholds: [
                  ...filters.thresholds,
                  { testKey: 'dash40', op: 'under', score: '', unit: 'sec' },
                ],
              })
            }
          >
            Add a test threshold
          </button>
        )}
        <div className="search-filters__grid">
          <SelectField
            label="Top percent in"
            optional
            placeholder="No rank filter"
            options={TEST_OPTIONS}
            value={filters.rankTest}
            onChange={set('rankTest')}
          />
          <TextField
            label="Top % for their age"
            optional
            inputMode="numeric"
            maxLength={2}
            value={filters.rankPercent}
            onChange={set('rankPercent')}
          />
          <SelectField
            label="Sort by"
            options={[
              { value: 'relevance', label: 'Relevance' },
              { value: 'newest', label: 'Newest result' },
              ...TEST_OPTIONS.map((option) => ({
                value: `test:${option.value}`,
                label: `Best ${option.label}`,
              })),
            ]}
            value={filters.sort}
            onChange={set('sort')}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </div>
    </form>
  );
}
