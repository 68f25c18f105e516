// A member answers a request that asks them (issue 24): a test request with a score in one of the test's units
// (checked as the profile's own Add a test result checks it: core checkScore), a video request with a clip uploaded
// through the upload banner (the profile's video dialog). The result or video lands on their profile; the server
// says `Added successfully!`.
import { checkScore, findTest, isMarkedUnit } from '@podium/core';
import type { GroupRequest } from '@podium/core/api/group-requests';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions, DialogFields } from '../../ui/Dialog.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { buildAddResult, VideoUploadDialog } from '../athletes/index.ts';
import { groupRequestsApi, useAnswerWithResultMutation } from './group-requests-api.ts';

interface AnswerProps {
  groupId: string;
  request: GroupRequest;
  onClose: () => void;
}

function ResultAnswer({ groupId, request, onClose }: AnswerProps) {
  const dispatch = useAppDispatch();
  const test = findTest(request.test?.key ?? '');
  const [unit, setUnit] = useState(test?.units[0] ?? '');
  const [score, setScore] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [answer, answering] = useAnswerWithResultMutation();
  if (!test) return null;
  const testName = test.name;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!test) return;
    const checked = checkScore(score, unit, test.key);
    if (!checked.ok) {
      setError(checked.msg);
      return;
    }
    try {
      const reply = await answer({
        id: groupId,
        answer: {
          requestId: request._id,
          ...buildAddResult(test, { category: test.category, testKey: test.key, score, unit }, null),
        },
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (failure) {
      dispatch(showErrorAlerts(failure));
    }
  }
  return (
    <Dialog title={`Your ${testName} result`} onClose={onClose}>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Answer">
        <DialogFields isDisabled={answering.isLoading}>
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
              error={error}
              onChange={(event) => {
                setScore(event.target.value);
                setError(undefined);
              }}
            />
          </div>
        </DialogFields>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={answering.isLoading} busyLabel="Sending...">
            Send result
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function AnswerDialog(props: AnswerProps) {
  const dispatch = useAppDispatch();
  const { groupId, request, onClose } = props;
  if (request.kind === 'test') return <ResultAnswer {...props} />;
  if (request.kind === 'video') {
    return (
      <VideoUploadDialog
        dialogTitle="Send a video"
        purposeFor={(title) => title ?? 'Your video for the group'}
        savedWhat="your video"
        onClose={onClose}
        send={(video) =>
          dispatch(
            groupRequestsApi.endpoints.answerWithVideo.initiate(
              { id: groupId, answer: { requestId: request._id, video } },
              { track: false },
            ),
          )
        }
      />
    );
  }
  return null;
}
