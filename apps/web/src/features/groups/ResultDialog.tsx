// The dialog a result is given from in a group: a member's answer to a test request (AnswerDialog) and an admin's
// result for a member (SendResultDialog) share it, so both take every test as the profile does (ResultEntry.tsx),
// check it before anything is sent, upload a scan or proof first, and say the server's words.
import type { PhysicalTest } from '@podium/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions, DialogFields } from '../../ui/Dialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import {
  buildResultBody,
  checkResultEntry,
  emptyResultEntry,
  type ResultEntry,
  type ResultEntryErrors,
  ResultEntryFields,
} from './ResultEntry.tsx';

type ResultBody = NonNullable<Awaited<ReturnType<typeof buildResultBody>>>;

interface ResultDialogProps {
  title: string;
  /** The form's accessible name. */
  label: string;
  /** The test the result is for; undefined until the picker has one. */
  test: PhysicalTest | undefined;
  /** Above the result's fields: where the test is chosen, if it is. */
  picker?: ReactNode;
  /** Under them: what happens to the result once sent. */
  note?: ReactNode;
  /** Sending without a test (the picker says why). */
  onNoTest?: () => void;
  /** The upload banner's words for the file. */
  purpose: (test: PhysicalTest) => string;
  send: (body: ResultBody) => Promise<{ msg: string }>;
  onClose: () => void;
}

export function ResultDialog({
  title,
  label,
  test,
  picker,
  note,
  onNoTest,
  purpose,
  send,
  onClose,
}: ResultDialogProps) {
  const dispatch = useAppDispatch();
  // The entry belongs to one test: choosing another starts it afresh, with that test's first unit.
  const [entry, setEntry] = useState({ testKey: test?.key, ...emptyResultEntry(test) });
  const current: ResultEntry = entry.testKey === test?.key ? entry : emptyResultEntry(test);
  const [errors, setErrors] = useState<ResultEntryErrors>({});
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'sending'>('idle');
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!test) {
      onNoTest?.();
      return;
    }
    const refused = checkResultEntry(test, current);
    setErrors(refused ?? {});
    if (refused) return;
    setPhase(current.file ? 'uploading' : 'sending');
    try {
      const body = await buildResultBody(test, current, purpose(test));
      if (!body) return;
      setPhase('sending');
      const reply = await send(body);
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (failure) {
      dispatch(showErrorAlerts(failure));
    } finally {
      setPhase('idle');
    }
  }
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
        <DialogFields isDisabled={phase !== 'idle'}>
          {picker}
          {test && (
            <ResultEntryFields
              test={test}
              entry={current}
              errors={errors}
              onChange={(changed) => {
                setEntry({ testKey: test.key, ...changed });
                setErrors({});
              }}
            />
          )}
          {note}
        </DialogFields>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton
            isBusy={phase !== 'idle'}
            busyLabel={phase === 'uploading' ? 'Uploading...' : 'Sending...'}
          >
            Send result
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
