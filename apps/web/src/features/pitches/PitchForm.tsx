// The pitch form (spec: formData and athAgeCheck): a message, a few optional facts, and the age check. Sends a
// pitch to a coach or an organisation; `Pitch Sent!` on success.
import { PITCH_RULES, type PitchForm as PitchFields, type ReceiverKind } from '@podium/core/api/pitches';
import { type FormEvent, useId, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import styles from './PitchForm.module.css';
import { useSendPitchMutation } from './pitches-api.ts';
import { SentNote } from './SentNote.tsx';

interface PitchFormProps {
  receiver: { id: string; type: ReceiverKind; name: string };
  /** The event's promo code the athlete came through: a promo CV (`Athlete Promo CV`) naming the event. */
  promoCode: string | undefined;
  /** The athlete's own profile: an organisation's application names it ({id2}). */
  athleteProfileId: string | undefined;
  /** When the rules let them pitch this receiver again; null now. */
  nextPitchAt: string | null;
}

const OPTIONAL: { key: 'position' | 'level' | 'availableFrom'; label: string; max: number }[] = [
  { key: 'position', label: 'Position', max: 100 },
  { key: 'level', label: 'Level', max: 100 },
  { key: 'availableFrom', label: 'Available from', max: 40 },
];

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function PitchForm({ receiver, promoCode, athleteProfileId, nextPitchAt }: PitchFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [send, sending] = useSendPitchMutation();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [ageCheck, setAgeCheck] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const message = fields.message ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '') return setError('Write a message to the receiver');
    setError(null);
    const formData: PitchFields = { message: message.trim() };
    for (const { key } of OPTIONAL) {
      const value = fields[key]?.trim();
      if (value) formData[key] = value;
    }
    const videoUrl = fields.videoUrl?.trim();
    if (videoUrl) formData.videoUrl = videoUrl;
    const pitch = { formData, athAgeCheck: ageCheck, ...(promoCode ? { promoCode } : {}) };
    try {
      const reply = await send(
        receiver.type === 'coach'
          ? { to: 'coach', id: receiver.id, pitch }
          : { to: 'org', id: receiver.id, athleteProfileId: athleteProfileId ?? '', pitch },
      ).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      setSent(true);
    } catch (failure) {
      // Spec 8 logs pitch failures only; we say why (the 30-day rule, the daily cap), as every refusal names it.
      dispatch(showErrorAlerts(failure, 'Your pitch could not be sent. Please try again.'));
    }
  }

  if (isSent || nextPitchAt) {
    return (
      <SentNote>
        {isSent
          ? `Pitch sent to ${receiver.name}. They will see your card and your best results.`
          : `You pitched ${receiver.name} recently. You may pitch them again from ${day(nextPitchAt ?? '')}.`}
      </SentNote>
    );
  }
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          className={`field__input ${styles.message}`}
          maxLength={PITCH_RULES.messageMax}
          rows={5}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message-hint`}
          onChange={(event) => setFields({ ...fields, message: event.target.value })}
        />
        <span id={`${id}-message-hint`} className={error ? 'field__error' : 'field__hint'}>
          {error ?? `${message.length} / ${PITCH_RULES.messageMax}`}
        </span>
      </div>
      <div className="form-row form-row--2">
        {OPTIONAL.map(({ key, label, max }) => (
          <div className="field" key={key}>
            <label className="field__label" htmlFor={`${id}-${key}`}>
              {label} <span className="field__optional">(optional)</span>
            </label>
            <input
              id={`${id}-${key}`}
              className="field__input"
              maxLength={max}
              value={fields[key] ?? ''}
              onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
            />
          </div>
        ))}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-video`}>
            Highlight video link <span className="field__optional">(optional)</span>
          </label>
          <input
            id={`${id}-video`}
            className="field__input"
            type="url"
            maxLength={500}
            value={fields.videoUrl ?? ''}
            onChange={(event) => setFields({ ...fields, videoUrl: event.target.value })}
          />
        </div>
      </div>
      <label className="check">
        <input type="checkbox" checked={ageCheck} onChange={(event) => setAgeCheck(event.target.checked)} />
        <span>Show my age to {receiver.name}</span>
      </label>
      <div>
        <SubmitButton isBusy={sending.isLoading} busyLabel="Sending...">
          {promoCode ? 'Send promo pitch' : 'Send pitch'}
        </SubmitButton>
      </div>
    </form>
  );
}
