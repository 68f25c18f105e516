// Results at the event (issue 25): staff pick a checked-in attendee and one of the event's tests, type the score in
// one of the test's units and say how it was timed (electronic or by hand). Every result is listed with who entered
// it and when; a correction is a new entry, the old one kept and shown struck through (the history).
import { findTestByKey } from '@podium/core';
import { EVENT_TIMINGS, type EventPage, type EventTiming } from '@podium/core/api/events';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../../state/alerts-slice.ts';
import { useAppDispatch } from '../../../state/hooks.ts';
import { showErrorAlerts } from '../../../state/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { formatClock } from '../event-time.ts';
import {
  useCorrectResultMutation,
  useEnterResultMutation,
  useGetAttendeesQuery,
  useGetResultsQuery,
} from '../events-api.ts';
import styles from './ResultsPanel.module.css';

const TIMING_OPTIONS = EVENT_TIMINGS.map((timing) => ({
  value: timing,
  label: timing === 'electronic' ? 'Electronic timing' : 'Hand-timed',
}));
const isTiming = (value: string): value is EventTiming => value === 'electronic' || value === 'hand';
const unitsOf = (test: string) =>
  (findTestByKey(test)?.units ?? []).map((unit) => ({ value: unit, label: unit }));

interface Measure {
  score: string;
  unit: string;
  timing: EventTiming;
}

function MeasureFields({
  test,
  value,
  onChange,
}: {
  test: string;
  value: Measure;
  onChange: (m: Measure) => void;
}) {
  return (
    <div className="form-row form-row--2">
      <TextField
        label="Score"
        required
        inputMode="decimal"
        maxLength={40}
        value={value.score}
        onChange={(event) => onChange({ ...value, score: event.target.value })}
      />
      <SelectField
        label="Unit"
        options={unitsOf(test)}
        value={value.unit}
        onChange={(event) => onChange({ ...value, unit: event.target.value })}
      />
      <SelectField
        label="Timing"
        options={TIMING_OPTIONS}
        value={value.timing}
        onChange={(event) =>
          isTiming(event.target.value) && onChange({ ...value, timing: event.target.value })
        }
      />
    </div>
  );
}

const measureOf = (test: string): Measure => ({
  score: '',
  unit: unitsOf(test)[0]?.value ?? '',
  timing: 'electronic',
});

function Correction({
  eventId,
  resultId,
  test,
  onDone,
}: {
  eventId: string;
  resultId: string;
  test: string;
  onDone: () => void;
}) {
  const dispatch = useAppDispatch();
  const [measure, setMeasure] = useState(measureOf(test));
  const [correct, correcting] = useCorrectResultMutation();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const reply = await correct({
        id: eventId,
        resultId,
        score: measure.score.trim(),
        ...(measure.unit ? { unitOfMeasurement: measure.unit } : {}),
        timing: measure.timing,
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onDone();
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <form className="form" aria-label="Correct the result" onSubmit={onSubmit}>
      <MeasureFields test={test} value={measure} onChange={setMeasure} />
      <div className={styles.buttons}>
        <Button onClick={onDone}>Close</Button>
        <SubmitButton variant="primary" isBusy={correcting.isLoading} busyLabel="Saving...">
          Save correction
        </SubmitButton>
      </div>
    </form>
  );
}

function History({ event, names }: { event: EventPage; names: Map<string, string> }) {
  const load = useGetResultsQuery({ id: event._id });
  const [correcting, setCorrecting] = useState<string | null>(null);
  if (load.isLoading) return <Loader label="Loading results..." />;
  if (load.error !== undefined && !load.data)
    return <FailurePanel error={load.error} onRetry={load.refetch} title="The results could not be loaded" />;
  const results = load.data?.results ?? [];
  if (results.length === 0) return <p>No results entered yet.</p>;
  return (
    <ul className={styles.history} aria-label="Results entered">
      {results.map((result) => (
        <li key={result._id}>
          <span className={result.supersededBy ? styles.superseded : undefined}>
            {names.get(result.ticketId) ?? 'An athlete'}: {findTestByKey(result.test)?.name ?? result.test}{' '}
            {result.score} {result.unit} ({result.timing === 'electronic' ? 'electronic' : 'hand-timed'}), by{' '}
            {result.enteredBy.name ?? 'former staff'} at {formatClock(result.enteredAt, event.timeZone)}
          </span>
          {result.supersededBy ? (
            <span> (corrected)</span>
          ) : correcting === result._id ? (
            <Correction
              eventId={event._id}
              resultId={result._id}
              test={result.test}
              onDone={() => setCorrecting(null)}
            />
          ) : (
            <Button size="small" variant="link" onClick={() => setCorrecting(result._id)}>
              Correct
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ResultsPanel({ event }: { event: EventPage }) {
  const dispatch = useAppDispatch();
  const attendees = useGetAttendeesQuery({ id: event._id });
  const [enter, entering] = useEnterResultMutation();
  const checkedIn = (attendees.data?.attendees ?? []).filter((attendee) => attendee.checkedInAt);
  const names = new Map(
    (attendees.data?.attendees ?? []).map((attendee) => [attendee.ticketId, attendee.name]),
  );
  const [ticketId, setTicketId] = useState('');
  const [test, setTest] = useState(event.tests[0]?.key ?? '');
  const [measure, setMeasure] = useState(measureOf(test));
  async function onSubmit(form: FormEvent) {
    form.preventDefault();
    try {
      const reply = await enter({
        id: event._id,
        ticketId,
        test,
        score: measure.score.trim(),
        ...(measure.unit ? { unitOfMeasurement: measure.unit } : {}),
        timing: measure.timing,
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      setMeasure({ ...measure, score: '' });
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <section aria-labelledby="results" className={styles.panel}>
      <h2 id="results">Results</h2>
      {event.cancelled ? (
        // Nobody attends a cancelled event: the server refuses a result too. Those entered before stay listed.
        <p>Results are closed: this event was cancelled.</p>
      ) : event.tests.length === 0 ? (
        <p>This event measures no tests.</p>
      ) : checkedIn.length === 0 ? (
        <p>Check athletes in first: results are entered for those checked in.</p>
      ) : (
        <form className="form" aria-label="Enter a result" onSubmit={onSubmit}>
          <div className="form-row form-row--2">
            <SelectField
              label="Athlete"
              placeholder="Choose an athlete"
              required
              options={checkedIn.map((attendee) => ({ value: attendee.ticketId, label: attendee.name }))}
              value={ticketId}
              onChange={(change) => setTicketId(change.target.value)}
            />
            <SelectField
              label="Test"
              options={event.tests.map((each) => ({
                value: each.key,
                label: findTestByKey(each.key)?.name ?? each.name,
              }))}
              value={test}
              onChange={(change) => {
                setTest(change.target.value);
                setMeasure(measureOf(change.target.value));
              }}
            />
          </div>
          <MeasureFields test={test} value={measure} onChange={setMeasure} />
          <SubmitButton variant="primary" isBusy={entering.isLoading} busyLabel="Saving...">
            Save result
          </SubmitButton>
        </form>
      )}
      <h3 className={styles.entered}>Entered</h3>
      <History event={event} names={names} />
    </section>
  );
}
