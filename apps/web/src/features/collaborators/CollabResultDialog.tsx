// A collaborator adds a result for an athlete (PUT collab-tests-added): the athletes feature's form rules (core's
// catalogue, units and plausible bounds, add-result-form.ts); the server verifies it as entered by a coach.
import { zodResolver } from '@hookform/resolvers/zod';
import { findTestByKey, isCategoryKey, type TestCategoryKey, testsInCategory } from '@podium/core';
import { useForm } from 'react-hook-form';
import { showAlert } from '../../state/alerts-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { showErrorAlerts } from '../../state/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogActions, DialogFields } from '../../ui/Dialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import {
  AddResultFormSchema,
  type AddResultValues,
  buildAddResult,
  TestPickerFields,
} from '../athletes/index.ts';
import { useAddCollabTestsMutation } from './collaborators-api.ts';

// Image-score tests (BODPOD, DEXA) need the scan uploaded: left to the athlete.
const withoutImageScores = (key: TestCategoryKey) =>
  testsInCategory(key).filter((test) => !test.isImageScore);

interface CollabResultDialogProps {
  athlete: { profileId: string; name: string };
  onClose: () => void;
}

export function CollabResultDialog({ athlete, onClose }: CollabResultDialogProps) {
  const dispatch = useAppDispatch();
  const [addTests] = useAddCollabTestsMutation();
  const { register, handleSubmit, watch, setValue, formState } = useForm<AddResultValues>({
    resolver: zodResolver(AddResultFormSchema),
    defaultValues: { category: '', testKey: '', unit: '', score: '' },
  });
  const { errors } = formState;
  const category = watch('category');
  const test = findTestByKey(watch('testKey'));
  const unit = watch('unit');
  const tests = isCategoryKey(category) ? withoutImageScores(category) : [];

  async function onSubmit(values: AddResultValues) {
    if (!test) return;
    try {
      const reply = await addTests({
        sender: athlete.profileId,
        tests: [buildAddResult(test, values, null)],
      }).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      onClose();
    } catch (error) {
      dispatch(showErrorAlerts(error, 'Could not add the result. Please try again.'));
    }
  }

  return (
    <Dialog title={`Add a result for ${athlete.name}`} onClose={onClose}>
      <form className="form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Add a result">
        <DialogFields isDisabled={formState.isSubmitting}>
          <TestPickerFields
            register={register}
            setValue={setValue}
            errors={errors}
            tests={tests}
            test={test}
            unit={unit}
            hasScore
          />
        </DialogFields>
        <p className="muted">You are a coach, so this result shows as verified by you.</p>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton isBusy={formState.isSubmitting} busyLabel="Saving...">
            Add result
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
