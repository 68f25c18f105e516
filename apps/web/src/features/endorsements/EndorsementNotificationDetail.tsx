// What endorsement notifications open (registered in notification-kinds.ts): the coach asked (`Endorsement Request`)
// writes and submits the endorsement; the athlete (`Endorsement Submitted`) reads it and accepts it, or goes to their
// profile's Endorsements.
import { ENDORSEMENT_TEXT_MAX, type Endorsement } from '@podium/core/api/endorsements';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { EndorsementActions, EndorsementBy, EndorsementCard, EndorsementText } from './EndorsementCard.tsx';
import styles from './EndorsementNotificationDetail.module.css';
import {
  useAcceptEndorsementMutation,
  useGetEndorsementQuery,
  useWriteEndorsementMutation,
} from './endorsements-api.ts';

function WriteForm({ endorsement }: { endorsement: Endorsement }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [write, writing] = useWriteEndorsementMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setError(`Write what you would say about ${endorsement.athlete.name}`);
    setError(null);
    try {
      const reply = await write({ id: endorsement._id, text: text.trim() }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (failure) {
      dispatch(showErrorAlerts(failure, 'Your endorsement could not be sent. Please try again.'));
    }
  }
  return (
    <form className={styles.write} onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          Your endorsement of {endorsement.athlete.name}
        </label>
        <textarea
          id={`${id}-text`}
          className="field__input"
          maxLength={ENDORSEMENT_TEXT_MAX}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={`${id}-hint`} className={error ? 'field__error' : 'field__hint'}>
          {error ?? `${text.length} / ${ENDORSEMENT_TEXT_MAX}`}
        </span>
      </div>
      <div>
        <SubmitButton isBusy={writing.isLoading} busyLabel="Submitting...">
          Submit endorsement
        </SubmitButton>
      </div>
    </form>
  );
}

function AcceptButton({ endorsement }: { endorsement: Endorsement }) {
  const dispatch = useAppDispatch();
  const [accept, accepting] = useAcceptEndorsementMutation();
  async function acceptIt() {
    try {
      const reply = await accept(endorsement._id).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
    } catch (failure) {
      dispatch(showErrorAlerts(failure, 'Could not add this endorsement. Please try again.'));
    }
  }
  return (
    <Button variant="primary" disabled={accepting.isLoading} onClick={() => void acceptIt()}>
      Accept
    </Button>
  );
}

function View({ endorsement, isCoach }: { endorsement: Endorsement; isCoach: boolean }) {
  if (isCoach && endorsement.state === 'requested') return <WriteForm endorsement={endorsement} />;
  return (
    <div className={styles.write}>
      {endorsement.text && (
        <EndorsementCard as="blockquote">
          <EndorsementText text={endorsement.text} />
          <EndorsementBy>{endorsement.coach.name}</EndorsementBy>
        </EndorsementCard>
      )}
      {isCoach ? (
        <p className="muted">You endorsed {endorsement.athlete.name}.</p>
      ) : (
        <EndorsementActions>
          {endorsement.state === 'submitted' && <AcceptButton endorsement={endorsement} />}
          {endorsement.state === 'accepted' && <p className="muted">It is on your profile.</p>}
          <Link to="/AthleteProfile#endorsements">Your endorsements</Link>
        </EndorsementActions>
      )}
    </div>
  );
}

function EndorsementView({ endorsementId, isCoach }: { endorsementId: string; isCoach: boolean }) {
  const load = useGetEndorsementQuery(endorsementId);
  if (load.isLoading) return <Loader label="Loading the endorsement..." />;
  if (load.error !== undefined || !load.data) {
    return (
      <FailureNote
        error={load.error}
        onRetry={load.refetch}
        lead="We could not open this endorsement."
        announce
        notFound="It was removed, or can no longer be shown to you."
      />
    );
  }
  return <View endorsement={load.data} isCoach={isCoach} />;
}

/** data.endorsementId opens the endorsement (core's endorsement kinds). */
type EndorsementNotification = { notification: { data: { endorsementId: string } } };

/** The coach's `Endorsement Request` (our name; design choices, issue 10): write it, or read what they wrote. */
export function EndorsementRequestDetail({ notification }: EndorsementNotification) {
  return <EndorsementView endorsementId={notification.data.endorsementId} isCoach />;
}

/** The athlete's `Endorsement Submitted` (account spec 2): read it, accept it. */
export function EndorsementSubmittedDetail({ notification }: EndorsementNotification) {
  return <EndorsementView endorsementId={notification.data.endorsementId} isCoach={false} />;
}
