// What the receiver of a pitch does with it (issue 22, 20): open the athlete's profile, put them on the watchlist,
// and reply with a short message that reaches the athlete as a `Pitch Reply`; and the replies so far, for both sides.
import { PITCH_RULES, type PitchDetail } from '@podium/core/api/pitches';
import { type FormEvent, useId, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { formatDay } from '../../ui/dates.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { WatchlistButton } from '../watchlist/index.ts';
import styles from './PitchReplies.module.css';
import { useReplyToPitchMutation } from './pitches-api.ts';

function ReplyForm({ pitch, onDone }: { pitch: PitchDetail; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [send, sending] = useReplyToPitchMutation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return setError(`Write a message to ${pitch.athlete.name}`);
    setError(null);
    try {
      const reply = await send({ id: pitch._id, reply: { message: message.trim() } }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onDone();
    } catch (failure) {
      dispatch(showErrorAlerts(failure, 'Your reply could not be sent. Please try again.'));
    }
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          Your reply to {pitch.athlete.name}
        </label>
        <textarea
          id={`${id}-message`}
          className={`field__input ${styles.replyMessage}`}
          maxLength={PITCH_RULES.replyMax}
          rows={3}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p
          id={`${id}-hint`}
          className={error ? 'field__error' : 'field__hint'}
          role={error ? 'alert' : undefined}
        >
          {error ?? `${message.length} / ${PITCH_RULES.replyMax}. They get it as a notification.`}
        </p>
      </div>
      <div className={styles.row}>
        <SubmitButton isBusy={sending.isLoading} busyLabel="Sending...">
          Send reply
        </SubmitButton>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}

/** The receiver's actions: the athlete's profile, the watchlist (a coach's), and a reply while the day allows. */
export function ReceiverActions({ pitch }: { pitch: PitchDetail }) {
  const [isReplying, setReplying] = useState(false);
  const profilePath = `/profile/${encodeURIComponent(pitch.athlete.profileId)}`;
  return (
    <div className={styles.actions}>
      <div className={styles.row}>
        <ButtonLink to={profilePath}>View profile</ButtonLink>
        <WatchlistButton profileId={pitch.athlete.profileId} tone="light" />
        {!isReplying && pitch.repliesLeftToday > 0 && (
          <Button variant="primary" onClick={() => setReplying(true)}>
            Reply
          </Button>
        )}
      </div>
      {pitch.repliesLeftToday === 0 && (
        <p className="muted">
          You have replied to this pitch {PITCH_RULES.repliesPerPitchPerDay} times today: you may reply again
          tomorrow.
        </p>
      )}
      {isReplying && <ReplyForm pitch={pitch} onDone={() => setReplying(false)} />}
    </div>
  );
}

/** The replies so far, oldest first: "Your replies" for the receiver, the receiver's for the athlete. */
export function ReplyList({ pitch }: { pitch: PitchDetail }) {
  if (pitch.replies.length === 0) return null;
  const title = pitch.canReply ? 'Your replies' : `Replies from ${pitch.receiver.name}`;
  return (
    <section className={styles.replies} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <ol className={styles.list}>
        {pitch.replies.map((reply) => (
          <li key={reply._id}>
            <p className={styles.text}>{reply.message}</p>
            <time className="muted" dateTime={reply.createdAt}>
              {formatDay(new Date(reply.createdAt))}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
