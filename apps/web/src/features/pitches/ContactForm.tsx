// Sending one's contact details to a coach or an organisation (`Contact Request`; `Contact details sent!`).
import type { ContactDetails, ReceiverKind } from '@podium/core/api/pitches';
import { type FormEvent, useId, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useSendContactMutation } from './pitches-api.ts';
import { SentNote } from './SentNote.tsx';

interface ContactFormProps {
  receiver: { id: string; type: ReceiverKind; name: string };
  nextContactAt: string | null;
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function ContactForm({ receiver, nextContactAt }: ContactFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [send, sending] = useSendContactMutation();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() && !phone.trim()) return setError('Give an email address or a phone number');
    setError(null);
    const details: ContactDetails = { profileType: receiver.type };
    if (email.trim()) details.email = email.trim();
    if (phone.trim()) details.phone = phone.trim();
    if (message.trim()) details.message = message.trim();
    try {
      const reply = await send({ id: receiver.id, details }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      setSent(true);
    } catch (failure) {
      dispatch(showErrorAlerts(failure, 'Your contact details could not be sent. Please try again.'));
    }
  }

  if (isSent || nextContactAt) {
    return (
      <SentNote>
        {isSent
          ? `Your contact details were sent to ${receiver.name}.`
          : `You sent ${receiver.name} your contact details recently. You may again from ${day(nextContactAt ?? '')}.`}
      </SentNote>
    );
  }
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-row form-row--2">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-phone`}>
            Phone
          </label>
          <input
            id={`${id}-phone`}
            className="field__input"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={phone}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          Note <span className="field__optional">(optional)</span>
        </label>
        <input
          id={`${id}-note`}
          className="field__input"
          maxLength={1000}
          placeholder="Best time to reach you"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <div>
        <SubmitButton isBusy={sending.isLoading} busyLabel="Sending...">
          Send contact details
        </SubmitButton>
      </div>
    </form>
  );
}
