// An admin's new request (issue 24): a test result (a test of the catalogue), a video or a file, from every member or
// the ones ticked, with an optional due date. What is wrong is said by the server (`{ errors: [{ msg }] }`).
import { GROUP_REQUEST_LIMITS, REQUEST_KINDS, type RequestKind } from '@podium/core/api/group-requests';
import { type FormEvent, useId, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Fieldset } from '../../ui/Fieldset.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { type NewRequest, useMakeRequestMutation } from './group-requests-api.ts';
import styles from './RequestForm.module.css';
import { TestChoice } from './TestChoice.tsx';
import type { GroupView } from './use-group-page.ts';

const KIND_LABELS: Record<RequestKind, string> = { test: 'A test result', video: 'A video', file: 'A file' };

function buildRequest(
  kind: RequestKind,
  fields: { testKey: string; text: string; due: string; members: NewRequest['members'] },
  type: NewRequest['type'],
): NewRequest {
  const text = fields.text.trim();
  const shared = {
    type,
    ...(fields.due ? { due: fields.due } : {}),
    ...(fields.members ? { members: fields.members } : {}),
  };
  if (kind === 'test') return { kind, ...shared, test: fields.testKey, ...(text ? { text } : {}) };
  return { kind, ...shared, text };
}

export function RequestForm({ view, onDone }: { view: GroupView; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const textId = useId();
  const [kind, setKind] = useState<RequestKind>('test');
  const [testKey, setTestKey] = useState('');
  const [text, setText] = useState('');
  const [due, setDue] = useState('');
  const [isEveryone, setEveryone] = useState(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [make, making] = useMakeRequestMutation();
  const others = view.members.filter((member) => member.profileId !== view.myProf.profileId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const members = isEveryone
      ? undefined
      : others
          .filter((member) => chosen.has(member.profileId))
          .map(({ profileId, profileType }) => ({ profileId, profileType }));
    try {
      const reply = await make({
        id: view.group._id,
        request: buildRequest(kind, { testKey, text, due, members }, view.myProf.profileType),
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onDone();
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }

  function toggle(profileId: string, isOn: boolean) {
    const next = new Set(chosen);
    if (isOn) next.add(profileId);
    else next.delete(profileId);
    setChosen(next);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-label="New request">
      <Fieldset legend="Ask for">
        <div className={styles.choices}>
          {REQUEST_KINDS.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="request-kind"
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {KIND_LABELS[option]}
            </label>
          ))}
        </div>
      </Fieldset>
      {kind === 'test' && <TestChoice testKey={testKey} onChange={setTestKey} />}
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          {kind === 'test' ? 'How to do it' : 'What to send'}
          {kind === 'test' && <span className="field__optional"> (optional)</span>}
        </label>
        <textarea
          id={textId}
          className="field__input field__input--area"
          maxLength={GROUP_REQUEST_LIMITS.textMax}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <TextField
        label="Due date"
        optional
        type="date"
        value={due}
        onChange={(event) => setDue(event.target.value)}
      />
      <Fieldset legend="Who is asked">
        <label className={styles.choice}>
          <input type="radio" name="request-who" checked={isEveryone} onChange={() => setEveryone(true)} />
          Every member
        </label>
        <label className={styles.choice}>
          <input type="radio" name="request-who" checked={!isEveryone} onChange={() => setEveryone(false)} />
          Chosen members
        </label>
        {!isEveryone && (
          <ul className={styles.members} aria-label="Members to ask">
            {others.map((member) => (
              <li key={member.profileId}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={chosen.has(member.profileId)}
                    onChange={(event) => toggle(member.profileId, event.target.checked)}
                  />
                  <span className={styles.name}>{member.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </Fieldset>
      <div className={styles.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <SubmitButton isBusy={making.isLoading} busyLabel="Sending...">
          Send request
        </SubmitButton>
      </div>
    </form>
  );
}
