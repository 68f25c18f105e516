// What an `Athlete CV`, `Athlete Promo CV` or `Contact Request` notification opens (account spec 2 detail types):
// the athlete's card with their best results, the message or the contact details, and for the receiver what to do
// next: the profile, the watchlist, a reply (issue 22, 20), with the replies so far.
import { formatResult } from '@podium/core';
import type { PitchDetail } from '@podium/core/api/pitches';
import { Fact, Facts } from '../../ui/Facts.tsx';
import { FailureNote } from '../../ui/FailureNote.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { VerifiedBadge } from '../../ui/VerifiedBadge.tsx';
import styles from './PitchDetailView.module.css';
import { ReceiverActions, ReplyList } from './PitchReplies.tsx';
import { useGetPitchQuery } from './pitches-api.ts';

function Card({ pitch }: { pitch: PitchDetail }) {
  const { athlete } = pitch;
  const facts = [
    athlete.age !== null ? `${athlete.age} years old` : null,
    athlete.sport,
    athlete.position,
    athlete.place,
  ].filter(Boolean);
  return (
    <div className={styles.cv}>
      <h3 className={styles.name}>{athlete.name}</h3>
      {facts.length > 0 && <p className="muted">{facts.join(' · ')}</p>}
      {athlete.best.length === 0 ? (
        <p className="muted">No results recorded yet.</p>
      ) : (
        <ul className={styles.best} aria-label="Best results">
          {athlete.best.map((best) => (
            <li key={best.testKey}>
              <span className="muted">{best.testName}</span>
              <span className={styles.score}>{formatResult(best.score, best.unit, best.testKey)}</span>
              <VerifiedBadge result={best} small />
            </li>
          ))}
        </ul>
      )}
      {pitch.formData && (
        <Facts>
          {pitch.event && <Fact label="Event">Sent through the promo link of {pitch.event.name}</Fact>}
          <Fact label="Pitch" isWritten>
            {pitch.formData.message}
          </Fact>
          {pitch.formData.position && <Fact label="Position">{pitch.formData.position}</Fact>}
          {pitch.formData.level && <Fact label="Level">{pitch.formData.level}</Fact>}
          {pitch.formData.availableFrom && <Fact label="Available from">{pitch.formData.availableFrom}</Fact>}
          {pitch.formData.videoUrl && (
            <Fact label="Video">
              <a href={pitch.formData.videoUrl} target="_blank" rel="noreferrer noopener">
                Watch the highlight
              </a>
            </Fact>
          )}
        </Facts>
      )}
      {pitch.contact && (
        <Facts>
          {pitch.contact.email && (
            <Fact label="Email">
              <a href={`mailto:${pitch.contact.email}`}>{pitch.contact.email}</a>
            </Fact>
          )}
          {pitch.contact.phone && (
            <Fact label="Phone">
              <a href={`tel:${pitch.contact.phone.replace(/\s+/g, '')}`}>{pitch.contact.phone}</a>
            </Fact>
          )}
          {pitch.contact.message && (
            <Fact label="Note" isWritten>
              {pitch.contact.message}
            </Fact>
          )}
        </Facts>
      )}
    </div>
  );
}

function PitchDetailView({ pitchId }: { pitchId: string }) {
  const pitch = useGetPitchQuery(pitchId);
  if (pitch.isLoading) return <Loader label="Loading the CV..." />;
  if (pitch.error !== undefined || !pitch.data) {
    return (
      <FailureNote
        error={pitch.error}
        onRetry={pitch.refetch}
        lead="We could not open this CV."
        announce
        notFound="The athlete may have removed their profile, or it can no longer be shown to you."
      />
    );
  }
  return (
    <>
      <Card pitch={pitch.data} />
      <ReplyList pitch={pitch.data} />
      {pitch.data.canReply && <ReceiverActions pitch={pitch.data} />}
    </>
  );
}

/** The notification detail's part for a CV, a promo CV or contact details (notification-kinds.ts). */
export function PitchNotificationDetail({ notification }: { notification: { data: { pitchId: string } } }) {
  return <PitchDetailView pitchId={notification.data.pitchId} />;
}
