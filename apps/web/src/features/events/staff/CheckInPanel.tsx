// Checking in at an event (issue 25): the ticket's code typed or scanned from its QR code; the answer says who was
// checked in, or that they already were (and at what time), or the server's refusal as it words it (a minor without
// consent: 409). The camera's scanner is its own chunk, loaded only when asked for. A cancelled event checks nobody in.
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { messagesFor } from '../../../state/messages.ts';
import { Button } from '../../../ui/Button.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { formatClock } from '../event-time.ts';
import { useCheckInMutation } from '../events-api.ts';
import styles from './CheckInPanel.module.css';

const QrScan = lazy(() => import('./QrScan.tsx').then((loaded) => ({ default: loaded.QrScan })));

type Outcome = { kind: 'done' | 'again' | 'refused'; text: string };

export function CheckInPanel({
  eventId,
  timeZone,
  isCancelled,
}: {
  eventId: string;
  timeZone: string;
  isCancelled: boolean;
}) {
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isScanning, setScanning] = useState(false);
  const [checkIn, checking] = useCheckInMutation();
  async function send(sent: string) {
    if (!sent.trim()) return;
    try {
      const reply = await checkIn({ id: eventId, code: sent.trim() }).unwrap();
      const at = formatClock(reply.checkedInAt, timeZone);
      setOutcome(
        reply.again
          ? { kind: 'again', text: `${reply.athlete.name}: already checked in at ${at}` }
          : { kind: 'done', text: `${reply.athlete.name} checked in at ${at}` },
      );
      setCode('');
    } catch (error) {
      setOutcome({ kind: 'refused', text: messagesFor(error).join(' ') });
    }
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(code);
  }
  if (isCancelled) {
    // Nobody attends a cancelled event: its tickets were refunded or void (the server refuses a check-in too).
    return (
      <section aria-labelledby="check-in" className={styles.panel}>
        <h2 id="check-in">Check in</h2>
        <p>Check-in is closed: this event was cancelled.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="check-in" className={styles.panel}>
      <h2 id="check-in">Check in</h2>
      <form className="form" aria-label="Check in by code" onSubmit={onSubmit}>
        <TextField
          label="Ticket code"
          required
          autoComplete="off"
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className={styles.buttons}>
          <SubmitButton variant="primary" isBusy={checking.isLoading} busyLabel="Checking in...">
            Check in
          </SubmitButton>
          <Button onClick={() => setScanning(!isScanning)}>
            {isScanning ? 'Stop scanning' : 'Scan QR code'}
          </Button>
        </div>
      </form>
      {isScanning && (
        <Suspense fallback={<Loader label="Starting the camera..." />}>
          <QrScan onCode={(scanned) => void send(scanned)} />
        </Suspense>
      )}
      <output aria-live="polite" className={outcome ? styles[outcome.kind] : undefined}>
        {outcome?.text}
      </output>
    </section>
  );
}
