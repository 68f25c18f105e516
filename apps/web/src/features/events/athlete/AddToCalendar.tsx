// "Add to calendar" on a ticket: the event as an .ics file (ticket-calendar.ts), saved through the platform (a download
// on the web). Says so when the file could not be made, rather than failing silently.
import type { MyEvent } from '@podium/core/api/events';
import { useState } from 'react';
import { usePlatform } from '../../../platform/index.ts';
import { Button } from '../../../ui/Button.tsx';
import styles from './AddToCalendar.module.css';
import { calendarFileName, makeTicketCalendar } from './ticket-calendar.ts';

export function AddToCalendar({ item }: { item: MyEvent }) {
  const platform = usePlatform();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const add = async () => {
    setState('busy');
    try {
      const text = await makeTicketCalendar(item, window.location.origin);
      await platform.files.save(
        new Blob([text], { type: 'text/calendar' }),
        calendarFileName(item.event.name),
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.calendar}>
      <Button
        size="small"
        onClick={() => void add()}
        isBusy={state === 'busy'}
        busyLabel="Making the file..."
      >
        Add to calendar
      </Button>
      {state === 'failed' && (
        <p role="alert" className={styles.calendarError}>
          The calendar file could not be made. Try again.
        </p>
      )}
    </div>
  );
}
