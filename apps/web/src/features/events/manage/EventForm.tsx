// An event's form (issue 25), to make one or edit it: name, date and time in its time zone, place, capacity, the
// tests measured (from the catalogue), and when making it its price (or free) and promo code (chosen or made by the
// server). Each server refusal is shown as its message by the caller; the form checks only what it must to send.

import { findTestByKey, TEST_CATEGORIES, testsInCategory } from '@podium/core';
import type { CreateEvent } from '@podium/core/api/events';
import { EVENT_LIMITS } from '@podium/core/api/events';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { CardForm } from '../../../ui/Card.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { browserTimeZone, instantOf, knownTimeZones } from '../event-time.ts';
import styles from './EventForm.module.css';

export interface EventDraft {
  name: string;
  local: string;
  timeZone: string;
  place: string;
  capacity: string;
  tests: string[];
  isFree: boolean;
  price: string;
  currency: string;
  promoCode: string;
}

export const EMPTY_EVENT: EventDraft = {
  name: '',
  local: '',
  timeZone: browserTimeZone(),
  place: '',
  capacity: '50',
  tests: [],
  isFree: true,
  price: '',
  currency: 'EUR',
  promoCode: '',
};

/** The draft as the create call's body (the edit call takes its first six fields). */
export function bodyOf(draft: EventDraft): CreateEvent {
  const amount = Math.round(Number(draft.price) * 100);
  return {
    name: draft.name.trim(),
    startsAt: instantOf(draft.local, draft.timeZone),
    timeZone: draft.timeZone.trim(),
    place: draft.place.trim(),
    capacity: Number(draft.capacity),
    tests: draft.tests,
    ...(draft.isFree ? {} : { price: { amount, currency: draft.currency.trim().toUpperCase() } }),
    ...(draft.promoCode.trim() ? { promoCode: draft.promoCode.trim() } : {}),
  };
}

function TestsPicker({ tests, onChange }: { tests: string[]; onChange: (tests: string[]) => void }) {
  const [picked, setPicked] = useState('');
  return (
    <fieldset className={styles.tests}>
      <legend>Tests measured</legend>
      <div className="field">
        <label className="field__label" htmlFor="event-test-pick">
          Test
        </label>
        <select
          id="event-test-pick"
          className="field__input"
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value="">Choose a test</option>
          {TEST_CATEGORIES.map((category) => (
            <optgroup key={category.key} label={category.name}>
              {testsInCategory(category.key).map((test) => (
                <option key={test.key} value={test.key}>
                  {test.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <Button
        size="small"
        disabled={!picked || tests.includes(picked) || tests.length >= EVENT_LIMITS.testsPerEvent}
        onClick={() => {
          onChange([...tests, picked]);
          setPicked('');
        }}
      >
        Add test
      </Button>
      {tests.length === 0 ? (
        <p className="field__hint">No tests yet: add each one you will measure.</p>
      ) : (
        <ul className={styles.chosen} aria-label="Tests chosen">
          {tests.map((key) => (
            <li key={key}>
              <span>{findTestByKey(key)?.name ?? key}</span>
              <Button
                size="small"
                variant="link-danger"
                aria-label={`Remove ${findTestByKey(key)?.name ?? key}`}
                onClick={() => onChange(tests.filter((test) => test !== key))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export function EventForm({
  title,
  initial,
  isNew,
  isBusy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: EventDraft;
  isNew: boolean;
  isBusy: boolean;
  submitLabel: string;
  onSubmit: (draft: EventDraft) => unknown;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<EventDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const zones = knownTimeZones();
  function submit(event: FormEvent) {
    event.preventDefault();
    void onSubmit(draft);
  }
  return (
    <CardForm className="form" aria-label={title} onSubmit={submit}>
      <h2>{title}</h2>
      <TextField
        label="Name"
        required
        maxLength={EVENT_LIMITS.nameMax}
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <div className="form-row form-row--2">
        <TextField
          label="Date and time"
          type="datetime-local"
          required
          value={draft.local}
          onChange={(e) => set({ local: e.target.value })}
        />
        <TextField
          label="Time zone"
          required
          list="event-time-zones"
          value={draft.timeZone}
          hint="Where it happens, such as Europe/Dublin"
          onChange={(e) => set({ timeZone: e.target.value })}
        />
        <datalist id="event-time-zones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <div className="form-row form-row--2">
        <TextField
          label="Place"
          required
          maxLength={EVENT_LIMITS.placeMax}
          value={draft.place}
          onChange={(e) => set({ place: e.target.value })}
        />
        <TextField
          label="Capacity"
          type="number"
          required
          min={1}
          max={EVENT_LIMITS.capacityMax}
          value={draft.capacity}
          onChange={(e) => set({ capacity: e.target.value })}
        />
      </div>
      <TestsPicker tests={draft.tests} onChange={(tests) => set({ tests })} />
      {isNew && (
        <>
          <fieldset className={styles.price}>
            <legend>Price</legend>
            <label>
              <input
                type="radio"
                name="price"
                checked={draft.isFree}
                onChange={() => set({ isFree: true })}
              />{' '}
              Free
            </label>
            <label>
              <input
                type="radio"
                name="price"
                checked={!draft.isFree}
                onChange={() => set({ isFree: false })}
              />{' '}
              A ticket has a price
            </label>
            {!draft.isFree && (
              <div className="form-row form-row--2">
                <TextField
                  label="Price"
                  type="number"
                  min={0.01}
                  step={0.01}
                  required
                  value={draft.price}
                  onChange={(e) => set({ price: e.target.value })}
                />
                <TextField
                  label="Currency"
                  required
                  maxLength={3}
                  value={draft.currency}
                  onChange={(e) => set({ currency: e.target.value })}
                />
              </div>
            )}
          </fieldset>
          <TextField
            label="Promo code"
            optional
            maxLength={EVENT_LIMITS.promoCodeMax}
            value={draft.promoCode}
            hint="Left empty, Podium makes one. Letters, digits, - and _; it is fixed once the event is made."
            onChange={(e) => set({ promoCode: e.target.value })}
          />
        </>
      )}
      <div className={styles.actions}>
        {onCancel && <Button onClick={onCancel}>Close</Button>}
        <SubmitButton variant="primary" isBusy={isBusy} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </CardForm>
  );
}
