// /organisation/events/{id} (issue 25): one of the organisation's events for its admin: when, where, capacity, price,
// tests and the promo link to share (copyable); edit it, cancel it (after a confirm), name its staff, and its
// attendee list, which a sign-up refreshes as it arrives; a paid event's refunds (RefundList). Loading, error and
// not-found states.

import { findTestByKey } from '@podium/core';
import type { EventPage } from '@podium/core/api/events';
import { useState } from 'react';
import { useParams } from 'react-router';
import { showAlert } from '../../../state/alerts-slice.ts';
import { useAppDispatch } from '../../../state/hooks.ts';
import { showErrorAlerts } from '../../../state/messages.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Fact, Facts } from '../../../ui/Facts.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { AttendeeList } from '../AttendeeList.tsx';
import { MANAGE_EVENTS_PATH, promoPath } from '../event-paths.ts';
import { formatEventTime, localOf } from '../event-time.ts';
import { useCancelEventMutation, useGetOrgEventsQuery, useUpdateEventMutation } from '../events-api.ts';
import { bodyOf, EMPTY_EVENT, type EventDraft, EventForm } from './EventForm.tsx';
import styles from './ManageEventPage.module.css';
import { RefundList } from './RefundList.tsx';
import { StaffPanel } from './StaffPanel.tsx';

const priceOf = (price: EventPage['price']) =>
  price
    ? new Intl.NumberFormat('en-IE', { style: 'currency', currency: price.currency }).format(
        price.amount / 100,
      )
    : 'Free';

function PromoLink({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  const link = `${window.location.origin}${promoPath(code)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      dispatch(showAlert('Promo link copied', 'success'));
    } catch {
      dispatch(showAlert('Could not copy: select the link and copy it', 'danger'));
    }
  }
  return (
    <span className={styles.promo}>
      <code>{link}</code>
      <Button size="small" onClick={() => void copy()}>
        Copy link
      </Button>
    </span>
  );
}

function CancelButton({ event }: { event: EventPage }) {
  const dispatch = useAppDispatch();
  const [isAsking, setAsking] = useState(false);
  const [cancel, cancelling] = useCancelEventMutation();
  async function onConfirm() {
    try {
      dispatch(showAlert((await cancel({ id: event._id }).unwrap()).msg, 'success'));
      setAsking(false);
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Cancel event
      </Button>
      {isAsking && (
        <Dialog title="Cancel this event?" onClose={() => setAsking(false)}>
          <p>Sign-ups end and everyone holding a ticket for {event.name} is told. This cannot be undone.</p>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>Keep it</Button>
            <Button
              variant="danger"
              isBusy={cancelling.isLoading}
              busyLabel="Cancelling..."
              onClick={() => void onConfirm()}
            >
              Cancel event
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

function EventView({ event }: { event: EventPage & { signedUp: number; checkedIn: number } }) {
  const dispatch = useAppDispatch();
  const [isEditing, setEditing] = useState(false);
  const [update, updating] = useUpdateEventMutation();
  async function onSave(draft: EventDraft) {
    const { name, startsAt, timeZone, place, capacity, tests } = bodyOf(draft);
    try {
      const reply = await update({
        id: event._id,
        name,
        startsAt,
        timeZone,
        place,
        capacity,
        tests,
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      setEditing(false);
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  const draft: EventDraft = {
    ...EMPTY_EVENT,
    name: event.name,
    local: localOf(event.startsAt, event.timeZone),
    timeZone: event.timeZone,
    place: event.place,
    capacity: String(event.capacity),
    tests: event.tests.map((test) => test.key),
  };
  return (
    <div className="page">
      <p className="eyebrow">{event.cancelled ? 'Cancelled event' : 'Event'}</p>
      <h1 className={styles.title}>{event.name}</h1>
      <Facts>
        <Fact label="When">{formatEventTime(event.startsAt, event.timeZone)}</Fact>
        <Fact label="Where">
          <span className={styles.place}>{event.place}</span>
        </Fact>
        <Fact label="Places">
          {event.cancelled
            ? 'None: its tickets were refunded or void'
            : `${event.signedUp} of ${event.capacity} signed up, ${event.checkedIn} checked in`}
        </Fact>
        <Fact label="Price">{priceOf(event.price)}</Fact>
        <Fact label="Tests">
          {event.tests.length === 0
            ? 'None'
            : event.tests.map((test) => findTestByKey(test.key)?.name ?? test.name).join(', ')}
        </Fact>
        <Fact label="Promo code">{event.promoCode}</Fact>
        {!event.cancelled && (
          <Fact label="Promo link">
            <PromoLink code={event.promoCode} />
          </Fact>
        )}
      </Facts>
      {event.cancelled ? (
        <p>This event was cancelled: nobody can sign up, and its ticket holders were told.</p>
      ) : (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => setEditing(!isEditing)}>
            {isEditing ? 'Close the form' : 'Edit event'}
          </Button>
          <CancelButton event={event} />
        </div>
      )}
      {isEditing && (
        <div className={styles.section}>
          <EventForm
            title="Edit event"
            initial={draft}
            isNew={false}
            isBusy={updating.isLoading}
            submitLabel="Save changes"
            onSubmit={onSave}
            onCancel={() => setEditing(false)}
          />
        </div>
      )}
      {event.price && (
        <RefundList eventId={event._id} timeZone={event.timeZone} isCancelled={event.cancelled} />
      )}
      <AttendeeList eventId={event._id} timeZone={event.timeZone} isCancelled={event.cancelled} />
      <StaffPanel eventId={event._id} isOpen={!event.cancelled} />
    </div>
  );
}

export function ManageEventPage() {
  const { id = '' } = useParams();
  const load = useGetOrgEventsQuery();
  if (load.isLoading) return <Loader label="Loading the event..." />;
  if (load.error !== undefined && !load.data)
    return (
      <div className="page">
        <FailurePanel error={load.error} onRetry={load.refetch} title="The event could not be loaded" />
      </div>
    );
  const event = load.data?.events.find((each) => each._id === id);
  if (!event)
    return (
      <div className="page">
        <StatePanel
          kind="empty"
          title="No such event"
          action={
            <ButtonLink variant="primary" to={MANAGE_EVENTS_PATH}>
              Your events
            </ButtonLink>
          }
        >
          It is not one of your organisation’s events.
        </StatePanel>
      </div>
    );
  return <EventView event={event} />;
}
