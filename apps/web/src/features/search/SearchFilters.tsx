// The athlete search's filters: a form over the URL's filters; Search writes them back to the URL. On a phone the
// form folds behind a "Filters" button once a search is made, so the results come first; wider screens show it all.
import { SPORTS } from '@podium/core/sports';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { checkFilters, hasFilterErrors, NO_FILTER_ERRORS } from './filter-checks.ts';
import styles from './SearchFilters.module.css';
import { type AthleteFilters, activeFilters, type Threshold } from './search-params.ts';
import { TEST_OPTIONS, ThresholdRow } from './ThresholdRow.tsx';

const SPORT_OPTIONS = SPORTS.map((sport) => ({ value: sport.name, label: sport.name }));
const MAX_THRESHOLDS = 3;

export function SearchFilters(props: {
  initial: AthleteFilters;
  onSearch: (filters: AthleteFilters) => void;
}) {
  const [filters, setFilters] = useState(props.initial);
  const active = activeFilters(props.initial);
  // Folded (phones only, search.css) when the URL already holds a search: its results are what the coach came for.
  const [open, setOpen] = useState(active === 0);
  const bodyId = useId();
  // Fields are checked from the first refused Search on, as they change, so a message goes once it is fixed.
  const [refusals, setRefusals] = useState(0);
  const errors = refusals > 0 ? checkFilters(filters) : NO_FILTER_ERRORS;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const set = (field: keyof AthleteFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasFilterErrors(checkFilters(filters))) setRefusals(refusals + 1);
    else props.onSearch(filters);
  };
  const setThreshold = (index: number, next: Threshold | null) => {
    const thresholds = [...filters.thresholds];
    if (next) thresholds[index] = next;
    else thresholds.splice(index, 1);
    setFilters({ ...filters, thresholds });
  };
  return (
    <form ref={formRef} className={styles.filters} onSubmit={submit} aria-label="Search filters" noValidate>
      <Button
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : active > 0 ? `Filters (${active} set)` : 'Filters'}
      </Button>
      <div id={bodyId} className={styles.body} data-open={open}>
        <div className={styles.grid}>
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
            error={errors.fields.sport}
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
            error={errors.fields.ageMin}
            inputMode="numeric"
            value={filters.ageMin}
            maxLength={3}
            onChange={set('ageMin')}
          />
          <TextField
            label="Age to"
            optional
            error={errors.fields.ageMax}
            inputMode="numeric"
            value={filters.ageMax}
            maxLength={3}
            onChange={set('ageMax')}
          />
          <TextField
            label="Class of, from"
            optional
            error={errors.fields.gradFrom}
            inputMode="numeric"
            value={filters.gradFrom}
            maxLength={4}
            onChange={set('gradFrom')}
          />
          <TextField
            label="Class of, to"
            optional
            error={errors.fields.gradTo}
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
        <h2 className={styles.heading}>Test results</h2>
        {filters.thresholds.map((threshold, index) => (
          <ThresholdRow
            // The rows have no identity of their own; their place is their name.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
            key={index}
            threshold={threshold}
            index={index}
            error={errors.thresholds[index]}
            onChange={(next) => setThreshold(index, next)}
          />
        ))}
        {filters.thresholds.length < MAX_THRESHOLDS && (
          <Button
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
          </Button>
        )}
        <div className={styles.grid}>
          <SelectField
            label="Top percent in"
            optional
            error={errors.fields.rankTest}
            placeholder="No rank filter"
            options={TEST_OPTIONS}
            value={filters.rankTest}
            onChange={set('rankTest')}
          />
          <TextField
            label="Top % for their age"
            optional
            error={errors.fields.rankPercent}
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
        <Button variant="primary" type="submit">
          Search
        </Button>
      </div>
    </form>
  );
}
