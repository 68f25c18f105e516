// An admin sends a result for an athlete member (issue 24: collab-tests): a test of the catalogue, a unit and a score,
// checked as the profile's own form checks it. It waits in the group until the athlete accepts it (PendingList), and
// is verified once accepted when a coach sent it.
import { checkScore, findTestByKey, isMarkedUnit } from '@podium/core';
import type { GroupMember } from '@podium/core/api/groups';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions, DialogFields } from '../../ui/Dialog.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { buildAddResult } from '../athletes/index.ts';
import { useSendResultsMutation } from './group-requests-api.ts';
import { TestChoice } from './TestChoice.tsx';
import type { GroupView } from './use-group-page.ts';

export function SendResultDialog({
  view,
  member,
  onClose,
}: {
  view: GroupView;
  member: GroupMember;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [testKey, setTestKey] = useState('');
  const [unit, setUnit] = useState('');
  const [score, setScore] = useState('');
  const [error, setError] = useState<{ test?: string; score?: string }>({});
  const [send, sending] = useSendResultsMutation();
  const test = findTestByKey(testKey);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!test) {
      setError({ test: 'Choose a test' });
      return;
    }
    const checked = checkScore(score, unit, test.key);
    if (!checked.ok) {
      setError({ score: checked.msg });
      return;
    }
    try {
      const reply = await send({
        id: view.group._id,
        memberId: member.profileId,
        body: {
          type: view.myProf.profileType,
          tests: [buildAddResult(test, { category: test.category, testKey: test.key, score, unit }, null)],
        },
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (failure) {
      dispatch(showErrorAlerts(failure));
    }
  }
  return (
    <Dialog title={`Send a result for ${member.name}`} onClose={onClose}>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Send a result">
        <DialogFields isDisabled={sending.isLoading}>
          <TestChoice
            testKey={testKey}
            error={error.test}
            onChange={(key) => {
              setTestKey(key);
              setUnit(findTestByKey(key)?.units[0] ?? '');
              setError({});
            }}
          />
          {test && (
            <div className="form-row form-row--2">
              <SelectField
                label="Unit"
                options={test.units.map((option) => ({ value: option, label: option }))}
                value={unit}
                onChange={(event) => setUnit(event.target.value)}
              />
              <TextField
                label="Score"
                inputMode={isMarkedUnit(unit) ? 'text' : 'decimal'}
                autoComplete="off"
                value={score}
                error={error.score}
                onChange={(event) => {
                  setScore(event.target.value);
                  setError({});
                }}
              />
            </div>
          )}
          <p className="muted">It waits for {member.name} to accept it, and is verified once they do.</p>
        </DialogFields>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={sending.isLoading} busyLabel="Sending...">
            Send result
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
